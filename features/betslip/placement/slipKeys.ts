/*
 * SWR cache keys of the slip's server state: a refused placement "reloads the slip" by
 * revalidating every key that starts with one of these.
 */
export const LIMITS_KEY = 'betslip/coupon-limits';
export const ODDS_KEY = 'betslip/feed-bets';

/** Whether an SWR key belongs to the slip's limits or odds (for a targeted `mutate`). */
export function isSlipKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === LIMITS_KEY || key[0] === ODDS_KEY);
}
