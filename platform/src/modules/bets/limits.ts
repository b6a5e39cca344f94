import type { BrandFacts } from '../../context.ts';
import { betLimitsFor } from '../content/limits.ts';

/** Stake limits of one coupon, in whole currency units as the API speaks. */
export interface CouponLimits {
  min: number;
  max: number;
  /** The largest possible payout (stake × total coefficient) of one coupon. */
  maxWin: number;
}

/** The largest payout of a coupon, in maximum stakes. */
export const maxWinStakes = 20;

/** Live prices move fast: a coupon with any live bet takes at most this share of the maximum. */
export const liveMaxShare = 0.5;

/**
 * A coupon's limits: the stake limits the settings report (the brand's in its default currency,
 * the platform's table in others; `betLimitsFor`), the payout cap, and a lower maximum live.
 */
export function limitsFor(brand: BrandFacts, currency: string, hasLiveBet: boolean): CouponLimits {
  const { min, max } = betLimitsFor(brand, currency);
  return {
    min,
    max: hasLiveBet ? Math.floor(max * liveMaxShare) : max,
    maxWin: max * maxWinStakes,
  };
}

/** Express: 2 to 20 bets. System 'k of n': n from 3 to 12 bets, k from 2 to n − 1. */
export const expressSize = { min: 2, max: 20 } as const;
export const systemSize = { min: 3, max: 12 } as const;

/** The weekly free-bet campaign (both specs, sections 5 and 9). */
export const freeBetRules = {
  /** Each free bet is a stake of this many units of the player's currency. */
  amount: 100,
  maxBets: 4,
  minSingleCoef: 1.75,
  maxSingleCoef: 50,
  minExpressCoef: 1.75,
} as const;

/**
 * Bets staked from the bonus wallet: more than one bet, every odd at least `minCoefficient`;
 * the bonus part of the stake is at most `maxBonusPercent` of it (the whole stake).
 */
export const bonusRules = {
  minBets: 2,
  maxBets: 20,
  minCoefficient: 1.5,
  maxBonusPercent: 100,
} as const;
