import type { BetCheck, OddsMovement } from './types.ts';

/** Rates are two-decimal prices; anything closer than this is float noise, not a move. */
const SAME_RATE = 1e-9;

/**
 * How a bet's price moved since the player added it: up or down against the rate the server gives
 * now, none while the server has not answered or the odd is gone (a gone odd shows as blocked).
 */
export function oddsMovement(addedRate: number, current: BetCheck | undefined): OddsMovement {
  if (!current || current.coef === null || !Number.isFinite(current.coef)) return 'none';
  if (Math.abs(current.coef - addedRate) < SAME_RATE) return 'none';
  return current.coef > addedRate ? 'up' : 'down';
}
