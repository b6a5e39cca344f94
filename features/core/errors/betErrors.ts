/** The bet-specific rules of sports-betting §5 ("Other rules") and §8 ("Special cases"). */
import {
  betCodes,
  EVENTS_UNAVAILABLE_CODE,
  expressSizeOfCode,
  sellStatuses,
  statusCodes,
} from './catalogue.ts';
import type { ErrorDescription, ErrorKey } from './types.ts';

/** sports-betting §9: "Status offset 3300 for bet status messages". */
export const BET_STATUS_OFFSET = 3300;

/** The message key of a per-bet placement code (1-82), or undefined for a code the spec omits. */
export function betCodeKey(code: number): ErrorKey | undefined {
  return betCodes.get(code);
}

/**
 * The codeStatus whose message explains a bet's status code, by the spec's offset rule: a bet
 * blocked by status code n shows "the message for (status code + 3300) or the raw code" (§5), and
 * the 600-695 table is the one the offset reaches (§8). So n maps to n + 3300 when that is a code
 * of the table (n from -2700 to -2605), and to nothing otherwise; the caller then shows the raw
 * code. The spec says no more; `describeBetCode` adds the codes a slip can also carry.
 */
export function statusMessageCode(code: number): number | undefined {
  const offsetCode = code + BET_STATUS_OFFSET;
  return statusCodes.has(offsetCode) ? offsetCode : undefined;
}

/**
 * The message for an error code a bet in the slip carries, for the "teams: message" lines of a
 * failed or blocked placement. A slip holds three kinds of code, tried in this order:
 * 1. a status code reached through the 3300 offset (the spec's rule, `statusMessageCode`);
 * 2. a per-bet code merged from a placement response (1-82);
 * 3. a codeStatus the slip set itself, such as 681 on the matches its message named.
 * Anything else shows the raw code, as the spec does, inside a sentence.
 */
export function describeBetCode(code: number): ErrorDescription {
  const offsetCode = statusMessageCode(code);
  if (offsetCode !== undefined) return describeStatusOfOneBet(offsetCode);
  const betKey = betCodeKey(code);
  if (betKey === 'bet.expressOfSize')
    return { key: betKey, values: { count: expressSizeOfCode(code) } };
  if (betKey) return { key: betKey };
  if (statusCodes.has(code)) return describeStatusOfOneBet(code);
  return { key: 'bet.errorCode', values: { code } };
}

/** One bet's line names its match already, so 681 needs no match list there. */
function describeStatusOfOneBet(statusCode: number): ErrorDescription {
  if (statusCode === EVENTS_UNAVAILABLE_CODE) return { key: 'status.eventUnavailable' };
  return { key: statusCodes.get(statusCode) ?? 'general.default' };
}

/**
 * The event IDs a code-681 message lists ('EventId: n', any number of times), in order and without
 * repeats, so the slip can name those matches and mark their bets.
 */
export function eventIdsOf681(message: string): number[] {
  const ids = [...message.matchAll(/EventId:\s*(\d+)/giu)].map((match) => Number(match[1]));
  return [...new Set(ids)];
}

/** A failed sell's status; a status the spec does not name gets the generic sell failure. */
export function sellStatusKey(status: string): ErrorKey {
  return sellStatuses.get(status.trim()) ?? 'sell.failed';
}

/** A placed bet's status: 'OK' is success (undefined), anything else reads "bet not found" (§8). */
export function placedBetStatusKey(status: string): ErrorKey | undefined {
  return status.trim().toUpperCase() === 'OK' ? undefined : 'bet.notFound';
}
