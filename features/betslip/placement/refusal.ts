import {
  describeBetCode,
  describeError,
  EVENTS_UNAVAILABLE_CODE,
  eventIdsOf681,
  isApiError,
  type ErrorDescription,
} from '../../core/errors/index.ts';
import type { SlipBet } from '../model/slip.ts';
import type { ErrorDescriptionLine } from './types.ts';

/** What a refused coupon means for the slip: marks for its bets, lines and one summary notice. */
export interface Refusal {
  marks: { id: string; code: number }[];
  lines: ErrorDescriptionLine[];
  summary: ErrorDescription;
}

/** Codes the platform gives every bet of the coupon: one line without teams says it. */
const COUPON_WIDE_CODES = new Set([8, 9, 12, 16, 52, 69, 83, 84, 85, 86, 87, 88]);

interface RefusedBet {
  id: string;
  errorCode: number;
}

function refusedBets(data: unknown): RefusedBet[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, errorCode } = entry as Record<string, unknown>;
    return typeof id === 'string' && typeof errorCode === 'number' && errorCode !== 0
      ? [{ id, errorCode }]
      : [];
  });
}

/**
 * Reads a refused placement (sports-betting §4, §8): per-bet codes merged onto the slip's bets,
 * code 681 marking the bets of every event its message lists, 'teams: message' lines (coupon-wide
 * codes once, without teams), and the summary the notice shows (681 names the matches).
 */
export function refusalOf(error: unknown, bets: readonly SlipBet[]): Refusal {
  const teamsOfEvent = (eventId: number) => bets.find((bet) => bet.eventId === eventId)?.teams;
  const summary = describeError(error, 'bet', { matchName: teamsOfEvent });
  const codes = new Map<string, number>();
  for (const { id, errorCode } of refusedBets(isApiError(error) ? error.data : undefined)) {
    codes.set(id, errorCode);
  }
  if (isApiError(error) && error.codeStatus === EVENTS_UNAVAILABLE_CODE) {
    const events = new Set(eventIdsOf681(error.serverMessage ?? ''));
    for (const bet of bets) if (events.has(bet.eventId)) codes.set(bet.id, EVENTS_UNAVAILABLE_CODE);
  }
  const marks = [...codes].map(([id, code]) => ({ id, code }));
  const lines: ErrorDescriptionLine[] = [];
  const couponWide = new Set<number>();
  for (const { id, code } of marks) {
    if (COUPON_WIDE_CODES.has(code)) {
      if (!couponWide.has(code)) lines.push({ message: describeBetCode(code) });
      couponWide.add(code);
      continue;
    }
    const teams = bets.find((bet) => bet.id === id)?.teams;
    lines.push({ ...(teams ? { teams } : {}), message: describeBetCode(code) });
  }
  return { marks, lines: lines.length > 0 ? lines : [{ message: summary }], summary };
}
