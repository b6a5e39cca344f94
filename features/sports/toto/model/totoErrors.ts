import { isApiError } from '../../../core/errors/index.ts';

/**
 * The toto's own words for the bet-catalogue codes its ticket call answers (feed README,
 * "Toto"). The core catalogue's bet scope speaks of a bet slip ("tournament not found", "remove
 * it from the bet slip"), which would mislead on a pool ticket, so these codes get messages of
 * the `toto` namespace; every other failure goes through describeError (bet scope).
 */
const ticketCodeKeys: ReadonlyMap<number, string> = new Map([
  [1, 'ticketError.matchNotInPool'],
  [3, 'ticketError.poolClosed'],
  [8, 'ticketError.belowMinimum'],
  [9, 'ticketError.aboveMaximum'],
  [11, 'ticketError.onePickPerMatch'],
  [12, 'ticketError.noMoney'],
  [17, 'ticketError.matchTwice'],
  [51, 'ticketError.poolNotFound'],
  // "Bet count limit" in the spec's Spanish table: the per-pool ticket cap (feed README).
  [691, 'ticketError.ticketCap'],
]);

/**
 * The refusals whose message names a limit of the settings (`limits.toto`), and their words
 * without it, for when the settings could not be loaded.
 */
const withoutLimitKeys: ReadonlyMap<number, string> = new Map([
  [8, 'ticketError.belowMinimumGeneric'],
  [9, 'ticketError.aboveMaximumGeneric'],
  [691, 'ticketError.ticketCapGeneric'],
]);

/** Codes after which the pool on screen is stale: it closed, or it is gone. */
const stalePoolCodes: ReadonlySet<number> = new Set([3, 51]);

/** Codes that are about the stake, shown on its field. */
const stakeCodes: ReadonlySet<number> = new Set([8, 9, 12]);

function refusalCode(error: unknown): number | undefined {
  // A 401 carries code 1 too ("not logged in"): that is the session, not a match.
  if (!isApiError(error) || error.kind !== 'server' || error.httpStatus === 401) return undefined;
  return error.codeStatus;
}

/**
 * The `toto` message key of a refused ticket, or undefined to use describeError. A key naming a
 * limit takes `min`, `max` (money) and `count` (tickets per pool) from the settings' limits;
 * `limitsKnown: false` picks its words without them.
 */
export function ticketErrorKey(
  error: unknown,
  { limitsKnown }: { limitsKnown: boolean } = { limitsKnown: true },
): string | undefined {
  const code = refusalCode(error);
  if (code === undefined) return undefined;
  return (limitsKnown ? undefined : withoutLimitKeys.get(code)) ?? ticketCodeKeys.get(code);
}

/** Whether the refusal means the pool shown is no longer open (reload it). */
export function isStalePool(error: unknown): boolean {
  const code = refusalCode(error);
  return code !== undefined && stalePoolCodes.has(code);
}

/** Whether the refusal is about the stake (shown on the stake field). */
export function isStakeRefusal(error: unknown): boolean {
  const code = refusalCode(error);
  return code !== undefined && stakeCodes.has(code);
}
