/**
 * The campaign's calendar as pure functions of a moment (casino-and-account spec, sections 4 and
 * 9), the same rules the platform applies: days are Moscow days (Europe/Moscow is UTC+3 all year,
 * no daylight saving since 2014), free bets are claimed on the claim weekday and unused ones expire
 * on Sunday at 12:00 Moscow time.
 */

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const weekMs = 7 * dayMs;
const moscowOffsetMs = 3 * hourMs;
const sunday = 0;
const expiryHour = 12;

/** The Moscow weekday (0 Sunday … 6 Saturday) and when that Moscow day began (epoch ms). */
function moscowDay(now: number): { weekday: number; dayStart: number } {
  const shifted = now + moscowOffsetMs;
  const shiftedDayStart = Math.floor(shifted / dayMs) * dayMs;
  return {
    weekday: new Date(shiftedDayStart).getUTCDay(),
    dayStart: shiftedDayStart - moscowOffsetMs,
  };
}

/** True while it is the claim weekday in Moscow. */
export function isClaimDay(now: number, claimWeekday: number): boolean {
  return moscowDay(now).weekday === claimWeekday;
}

/**
 * 00:00 Moscow of the next claim weekday: the countdown's target. On the claim day itself it is
 * next week's, as the platform's `next_claim_day`: today is already claimable.
 */
export function nextClaimMoment(now: number, claimWeekday: number): number {
  const { weekday, dayStart } = moscowDay(now);
  const daysAhead = (claimWeekday - weekday + 7) % 7 || 7;
  return dayStart + daysAhead * dayMs;
}

/** The next Sunday 12:00 Moscow (09:00 UTC) strictly after `now`: when unused free bets expire. */
export function nextExpiry(now: number): number {
  const { weekday, dayStart } = moscowDay(now);
  const candidate = dayStart + ((sunday - weekday + 7) % 7) * dayMs + expiryHour * hourMs;
  return candidate > now ? candidate : candidate + weekMs;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  /** Milliseconds left; 0 once the target has passed. */
  totalMs: number;
}

/** Whole days, hours and minutes left until `target` (never negative; seconds are dropped). */
export function countdownParts(now: number, target: number): CountdownParts {
  const totalMs = Math.max(0, target - now);
  return {
    days: Math.floor(totalMs / dayMs),
    hours: Math.floor((totalMs % dayMs) / hourMs),
    minutes: Math.floor((totalMs % hourMs) / minuteMs),
    totalMs,
  };
}

export type CampaignPhase = 'upcoming' | 'running' | 'ended';

/** 00:00 Moscow of a yyyy-MM-dd day; undefined for a missing or malformed date. */
function moscowMidnight(isoDay: string | undefined): number | undefined {
  const match = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return Date.UTC(year, month - 1, day) - moscowOffsetMs;
}

/** When the campaign begins: 00:00 Moscow of its first day; undefined without a start date. */
export function campaignStart(startDate: string | undefined): number | undefined {
  return moscowMidnight(startDate);
}

/**
 * Where `now` stands against the campaign's dates (whole Moscow days, the last one included). A
 * brand without dates runs the campaign all the time.
 */
export function campaignPhase(
  now: number,
  startDate: string | undefined,
  endDate: string | undefined,
): CampaignPhase {
  const start = moscowMidnight(startDate);
  const endDayStart = moscowMidnight(endDate);
  if (start !== undefined && now < start) return 'upcoming';
  if (endDayStart !== undefined && now >= endDayStart + dayMs) return 'ended';
  return 'running';
}
