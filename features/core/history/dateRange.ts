import dayjs from 'dayjs';

/** A range of whole days as `YYYY-MM-DD`, both included (what the history calls take). */
export interface DateRange {
  from: string;
  to: string;
}

export const ISO_DATE = 'YYYY-MM-DD';

/** The last `days` days up to `today` (the history pages open on the last 30 days). */
export function lastDays(today: Date | string, days = 30): DateRange {
  const end = dayjs(today);
  return { from: end.subtract(days, 'day').format(ISO_DATE), to: end.format(ISO_DATE) };
}

/** A real calendar day written `YYYY-MM-DD` (dayjs rolls 2026-02-30 over, so it fails). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) && dayjs(value).format(ISO_DATE) === value;
}

export type DateRangeProblem = 'fromRequired' | 'toRequired' | 'order';

/** A range the player picked, checked on submit: both days given and in order. */
export function checkDateRange(range: DateRange): DateRangeProblem | undefined {
  if (!isDay(range.from)) return 'fromRequired';
  if (!isDay(range.to)) return 'toRequired';
  return range.from > range.to ? 'order' : undefined;
}
