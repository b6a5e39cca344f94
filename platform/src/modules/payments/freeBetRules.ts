/**
 * The weekly free-bet campaign's rules as pure functions of a moment (spec, section 9): weeks run
 * Monday 00:00 to Monday 00:00 Moscow time; free bets are claimed on Wednesday; unused ones expire
 * on Sunday at 12:00 Moscow time. Moscow is UTC+3 all year (no daylight saving since 2014).
 */

/** Amount of one free bet (the spec's 100 TMT, in the player's currency units). */
export const freeBetAmount = 100;
/** Weekly sport turnover that earns one free bet (1199 earns nothing). */
export const turnoverPerFreeBet = 1200;
export const maxFreeBetsPerWeek = 5;
/** Odds range of a free bet (placement is checked by the bets module). */
export const freeBetOdds = { min: 1.75, max: 50 } as const;

export const campaignTimeZone = 'Europe/Moscow';
const moscowOffsetMs = 3 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
export const weekMs = 7 * dayMs;

const wednesday = 3;
const sunday = 0;
const expiryHour = 12;

/** Milliseconds since the Moscow day began, and the Moscow weekday (0 Sunday … 6 Saturday). */
function moscowParts(moment: Date): { weekday: number; dayStartMs: number } {
  const shifted = moment.getTime() + moscowOffsetMs;
  const dayStartShifted = Math.floor(shifted / dayMs) * dayMs;
  return {
    weekday: new Date(dayStartShifted).getUTCDay(),
    dayStartMs: dayStartShifted - moscowOffsetMs,
  };
}

/** Monday 00:00 Moscow time of the week `moment` is in. */
export function weekStart(moment: Date): Date {
  const { weekday, dayStartMs } = moscowParts(moment);
  const daysSinceMonday = (weekday + 6) % 7;
  return new Date(dayStartMs - daysSinceMonday * dayMs);
}

/** True on Wednesday by Moscow time, the only day free bets can be claimed. */
export function isClaimDay(moment: Date): boolean {
  return moscowParts(moment).weekday === wednesday;
}

/**
 * The start (00:00 Moscow) of the next Wednesday after `moment`, for the /free-bets countdown.
 * On a Wednesday it is the following week's: the current day is already claimable.
 */
export function nextClaimDay(moment: Date): Date {
  const { weekday, dayStartMs } = moscowParts(moment);
  const daysAhead = (wednesday - weekday + 7) % 7 || 7;
  return new Date(dayStartMs + daysAhead * dayMs);
}

/** The next Sunday 12:00 Moscow strictly after `moment`: when unused free bets expire. */
export function nextExpiry(moment: Date): Date {
  const { weekday, dayStartMs } = moscowParts(moment);
  const daysAhead = (sunday - weekday + 7) % 7;
  const candidate = dayStartMs + daysAhead * dayMs + expiryHour * hourMs;
  return new Date(candidate > moment.getTime() ? candidate : candidate + weekMs);
}

/** The latest Sunday 12:00 Moscow at or before `moment`. */
export function lastExpiry(moment: Date): Date {
  return new Date(nextExpiry(moment).getTime() - weekMs);
}

/** Free bets a week's sport turnover (in cents) earns: one per 1200, at most 5. */
export function earnedFreeBets(turnoverCents: number): number {
  const earned = Math.floor(turnoverCents / (turnoverPerFreeBet * 100));
  return Math.max(0, Math.min(maxFreeBetsPerWeek, earned));
}
