/**
 * The days a results page covers (sports-betting spec §7 and §9: results are asked for with
 * `DDMMYYYY` days; the platform takes UTC days, both included, at most 62 of them).
 */

/** A range of whole days as `YYYY-MM-DD` (what DateField speaks), both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The same range as the results calls write it: `DDMMYYYY`. */
export interface ResultDays {
  from: string;
  to: string;
}

/** The platform refuses longer ranges (feed README, "Results (bs2)"). */
export const MAX_RESULT_DAYS = 62;

/**
 * How far back the page opens. The demo keeps the finished events of the last three days, so
 * the page opens on those three days and today.
 */
export const DEFAULT_DAYS_BACK = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** The UTC midnight a `YYYY-MM-DD` day starts at, or undefined when it is not a calendar day. */
function startOfDay(isoDay: string): number | undefined {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(year, month - 1, day);
  const date = new Date(start);
  // Date.UTC rolls 2026-02-30 over to March; a real day reads back the same.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  return date.getUTCDate() === day ? start : undefined;
}

/** Whether the text is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  return startOfDay(value) !== undefined;
}

/** `2026-11-18` → `18112026`. Throws on anything that is not a calendar day. */
export function toResultDay(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match || !isCalendarDay(isoDay)) throw new RangeError(`Not a calendar day: ${isoDay}`);
  return `${match[3]}${match[2]}${match[1]}`;
}

/** Today as the platform counts days (UTC), written `YYYY-MM-DD`. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The range the page opens on: the last days up to `today` (a `YYYY-MM-DD` day). */
export function defaultResultRange(today: string, daysBack = DEFAULT_DAYS_BACK): DayRange {
  const end = startOfDay(today);
  if (end === undefined) throw new RangeError(`Not a calendar day: ${today}`);
  return { from: new Date(end - daysBack * DAY_MS).toISOString().slice(0, 10), to: today };
}

/** Days in a range, both ends included; 0 when reversed or not made of calendar days. */
export function daysInRange(range: DayRange): number {
  const from = startOfDay(range.from);
  const to = startOfDay(range.to);
  if (from === undefined || to === undefined || to < from) return 0;
  return Math.round((to - from) / DAY_MS) + 1;
}

export type ResultRangeProblem = 'fromRequired' | 'toRequired' | 'reversed' | 'tooLong';

/** Checked on submit: two real days, in order, at most 62 of them. Undefined when it is fine. */
export function checkResultRange(range: DayRange): ResultRangeProblem | undefined {
  if (!isCalendarDay(range.from)) return 'fromRequired';
  if (!isCalendarDay(range.to)) return 'toRequired';
  if (range.to < range.from) return 'reversed';
  return daysInRange(range) > MAX_RESULT_DAYS ? 'tooLong' : undefined;
}

/** The range as the results calls take it. Only for a range `checkResultRange` accepts. */
export function toResultDays(range: DayRange): ResultDays {
  return { from: toResultDay(range.from), to: toResultDay(range.to) };
}
