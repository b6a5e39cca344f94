/**
 * A football-pool ticket (sports-betting spec §7 "Toto"; feed README "Toto"): one outcome per
 * match of the pool, sent as `"<eventId>:<1|X|2>"`, and a stake.
 */

/** Home win, draw, away win. */
export type Outcome = '1' | 'X' | '2';

export const OUTCOMES: readonly Outcome[] = ['1', 'X', '2'];

/** The player's picks by event id. */
export type Picks = Readonly<Partial<Record<number, Outcome>>>;

/** One pick as the ticket call takes it: `100085:X`. */
export function toBet(eventId: number, outcome: Outcome): string {
  return `${eventId}:${outcome}`;
}

/** A pick as sent (and as a ticket's `selectedIDs` echo it), or undefined when malformed. */
export function parseBet(bet: string): { eventId: number; outcome: Outcome } | undefined {
  const match = /^(\d{1,12}):(1|X|2)$/u.exec(bet.trim());
  if (!match) return undefined;
  return { eventId: Number(match[1]), outcome: match[2] as Outcome };
}

/** Picks with one match's outcome set; choosing it again keeps it (a radio, not a toggle). */
export function withPick(picks: Picks, eventId: number, outcome: Outcome): Picks {
  return { ...picks, [eventId]: outcome };
}

/** The pool's matches without a pick, in the pool's order. */
export function missingPicks(eventIds: readonly number[], picks: Picks): number[] {
  return eventIds.filter((eventId) => picks[eventId] === undefined);
}

/**
 * The ticket's `bets`: one per match, in the pool's order, only for matches of the pool (a
 * pick left over from an earlier pool is dropped, never sent as "a match not in the pool").
 */
export function buildBets(eventIds: readonly number[], picks: Picks): string[] {
  return eventIds.flatMap((eventId) => {
    const outcome = picks[eventId];
    return outcome === undefined ? [] : [toBet(eventId, outcome)];
  });
}

/** A ticket's stake range, from the settings' `limits.toto` (its minimum is the currency's). */
export interface StakeRange {
  min: number;
  max: number;
}

export type StakeProblem =
  'required' | 'notNumber' | 'tooManyDecimals' | 'wholeAmount' | 'belowMin' | 'aboveMax';

/**
 * A typed stake as an amount, or why it is not one. A decimal comma is read as a point (es-ES
 * and pt-PT keyboards write one); at most the currency's decimals (`decimals`: two, none for
 * Chilean pesos), as the platform takes them. Without a range (the settings failed to load) only
 * the form is checked: the platform's answer says the rest.
 */
export function checkStake(
  text: string,
  range: StakeRange | undefined,
  decimals = 2,
): { amount: number } | { problem: StakeProblem } {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return { problem: 'required' };
  if (!/^\d+(\.\d*)?$/u.test(normalized)) return { problem: 'notNumber' };
  const typed = (normalized.split('.')[1] ?? '').replace(/0+$/u, '');
  if (typed.length > decimals) {
    return { problem: decimals === 0 ? 'wholeAmount' : 'tooManyDecimals' };
  }
  const amount = Number(normalized);
  if (range && amount < range.min) return { problem: 'belowMin' };
  if (range && amount > range.max) return { problem: 'aboveMax' };
  return { amount };
}

/** What a submit found: a ticket to send, or the matches without a pick and the stake's problem. */
export type TicketCheck =
  | { ok: true; bets: string[]; amount: number }
  | { ok: false; missing: number[]; stakeProblem: StakeProblem | undefined };

/** The whole ticket, checked on submit: one pick per match and a stake inside the range. */
export function checkTicket(
  eventIds: readonly number[],
  picks: Picks,
  stakeText: string,
  range: StakeRange | undefined,
  decimals = 2,
): TicketCheck {
  const missing = missingPicks(eventIds, picks);
  const stake = checkStake(stakeText, range, decimals);
  if (missing.length > 0 || eventIds.length === 0 || 'problem' in stake) {
    return { ok: false, missing, stakeProblem: 'problem' in stake ? stake.problem : undefined };
  }
  return { ok: true, bets: buildBets(eventIds, picks), amount: stake.amount };
}
