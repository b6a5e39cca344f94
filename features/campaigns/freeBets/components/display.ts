import dayjs from 'dayjs';
import { formatMoney, type CurrencySymbolOverrides } from '../../../core/format/index.ts';
import type { FreeBetCounts, FreeBetStats } from '../api/freeBetStats.ts';
import {
  campaignPhase,
  campaignStart,
  nextExpiry,
  type CampaignPhase,
} from '../model/campaignClock.ts';
import type { CampaignRules } from '../model/campaignRules.ts';
import { turnoverToNextFreeBet } from '../model/turnover.ts';

/** Spec, section 9: dates read DD.MM.YYYY (HH:mm with a time), in the player's time zone. */
const DATE_FORMAT = 'DD.MM.YYYY';
const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/** The campaign's numbers as the page words them. */
export interface CampaignDisplay {
  claimWeekday: number;
  /** One free bet, with its currency: "100,00 M". */
  amount: string;
  turnoverPerFreeBet: string;
  /** The largest whole amount that earns nothing (spec: 1199). */
  belowTurnover: string;
  maxPerWeek: number;
  minOdds: string;
  maxOdds: string;
  startDate: string | undefined;
  endDate: string | undefined;
  /** When an upcoming campaign begins (epoch ms, 00:00 Moscow of its first day). */
  startsAt: number | undefined;
  phase: CampaignPhase;
}

/** A player's week as the page words it (a guest sees zeros). */
export interface StatsDisplay {
  active: number;
  /** "2 x 100,00 M" is put together by the view from the count and the amount. */
  turnover: string;
  earned: number;
  /** What is left to stake for the next free bet; undefined at the weekly maximum. */
  toNext: string | undefined;
  /** Free bets waiting for the claim day. */
  inactive: number;
  /** When unused free bets expire; only when the player has some. */
  expires: string | undefined;
}

export type Money = (amount: number) => string;

/** Campaign amounts are in the campaign's currency (brand `campaigns.freeBets.currency`). */
export function campaignMoney(
  rules: CampaignRules,
  language: string,
  symbols: CurrencySymbolOverrides | undefined,
): Money {
  return (amount) => formatMoney(amount, rules.currency, language, { symbols });
}

function formatDay(isoDay: string | undefined): string | undefined {
  return isoDay && /^\d{4}-\d{2}-\d{2}$/.test(isoDay)
    ? dayjs(isoDay).format(DATE_FORMAT)
    : undefined;
}

export function campaignDisplay(
  rules: CampaignRules,
  money: Money,
  language: string,
  now: number,
): CampaignDisplay {
  const odds = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    claimWeekday: rules.claimWeekday,
    amount: money(rules.amount),
    turnoverPerFreeBet: money(rules.turnoverPerFreeBet),
    belowTurnover: money(Math.max(0, rules.turnoverPerFreeBet - 1)),
    maxPerWeek: rules.maxPerWeek,
    minOdds: odds.format(rules.minOdds),
    maxOdds: odds.format(rules.maxOdds),
    startDate: formatDay(rules.startDate),
    endDate: formatDay(rules.endDate),
    startsAt: campaignStart(rules.startDate),
    phase: campaignPhase(now, rules.startDate, rules.endDate),
  };
}

/** The week of a player (or of a guest: no stats, all zero). */
export function statsDisplay(
  stats: FreeBetCounts & Pick<FreeBetStats, 'bets_total_now' | 'possible_free_bets'>,
  rules: CampaignRules,
  money: Money,
  now: number,
): StatsDisplay {
  const toNext = turnoverToNextFreeBet(stats.bets_total_now, rules);
  return {
    active: stats.active,
    inactive: stats.inactive,
    turnover: money(stats.bets_total_now),
    earned: stats.possible_free_bets,
    toNext: toNext === undefined ? undefined : money(toNext),
    expires:
      stats.active + stats.inactive > 0
        ? dayjs(nextExpiry(now)).format(DATE_TIME_FORMAT)
        : undefined,
  };
}

export const guestStats = { active: 0, inactive: 0, bets_total_now: 0, possible_free_bets: 0 };
