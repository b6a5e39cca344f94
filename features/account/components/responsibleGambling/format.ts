import dayjs from 'dayjs';
import type { LimitKind } from '../../../../schemas/responsibleGambling.ts';
import { displayCurrency } from '../../../core/format/index.ts';
import { durationOf, splitMinutes, type DurationUnit } from '../../model/responsibleGaming.ts';
import type { MoneyFormat } from '../money.ts';

/** How the page writes lengths, times and limit values, in the interface language. */
export interface RgFormat {
  money: MoneyFormat;
  /** The currency's code as players see it (FUN shows as RUB), beside a money field. */
  currency: string;
  /** An offered length in days: "24 hours", "6 weeks", "1 year". */
  days: (days: number) => string;
  /** Playing time: "45 minutes", "1 h 35 min". */
  minutes: (minutes: number) => string;
  /** A moment in the player's time zone (dayjs follows the language). */
  dateTime: (moment: string | Date) => string;
  day: (isoDay: string) => string;
  /** A limit's amount: money, or minutes for playing time. */
  limit: (kind: LimitKind, value: number) => string;
}

const intlUnit: Record<DurationUnit | 'minutes', string> = {
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
  minutes: 'minute',
};

/**
 * Lengths are written by Intl's unit formatting, which knows each language's plural forms: the
 * catalogues would otherwise count "years", which their "{{age}} years old" texts are not.
 */
export function rgFormat(money: MoneyFormat, currency: string, language: string): RgFormat {
  const unit = (name: DurationUnit | 'minutes', count: number, display: 'long' | 'short') =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: intlUnit[name],
      unitDisplay: display,
    }).format(count);
  const minutes = (total: number) => {
    const { hours, minutes: rest } = splitMinutes(total);
    if (hours === 0) return unit('minutes', rest, 'long');
    if (rest === 0) return unit('hours', hours, 'long');
    return `${unit('hours', hours, 'short')} ${unit('minutes', rest, 'short')}`;
  };
  return {
    money,
    currency: displayCurrency(currency),
    days: (days) => {
      const { unit: name, count } = durationOf(days);
      return unit(name, count, 'long');
    },
    minutes,
    dateTime: (moment) => dayjs(moment).format('D MMM YYYY, HH:mm'),
    day: (isoDay) => dayjs(isoDay).format('ddd D MMM'),
    limit: (kind, value) => (kind === 'session' ? minutes(value) : money(value)),
  };
}
