/** Stake limits of one coupon, in whole currency units as the API speaks. */
export interface CouponLimits {
  min: number;
  max: number;
  /** The largest possible payout (stake × total coefficient) of one coupon. */
  maxWin: number;
}

/**
 * Stake limits per currency. The spec's client defaults (min 1, max 10 000) are the fallback for
 * any currency not listed; CLP, RUB and similar small units get proportionally larger numbers.
 */
export const currencyLimits: Readonly<Record<string, CouponLimits>> = {
  CLP: { min: 100, max: 1_000_000, maxWin: 20_000_000 },
  USD: { min: 1, max: 10_000, maxWin: 200_000 },
  EUR: { min: 1, max: 10_000, maxWin: 200_000 },
  TMT: { min: 1, max: 30_000, maxWin: 500_000 },
  RUB: { min: 10, max: 1_000_000, maxWin: 20_000_000 },
  BRL: { min: 1, max: 50_000, maxWin: 1_000_000 },
  KZT: { min: 100, max: 5_000_000, maxWin: 100_000_000 },
  TRY: { min: 5, max: 300_000, maxWin: 6_000_000 },
};

export const defaultLimits: CouponLimits = { min: 1, max: 10_000, maxWin: 200_000 };

/** Live prices move fast: a coupon with any live bet takes at most this share of the maximum. */
export const liveMaxShare = 0.5;

export function limitsFor(currency: string, hasLiveBet: boolean): CouponLimits {
  const base = currencyLimits[currency.toUpperCase()] ?? defaultLimits;
  if (!hasLiveBet) return base;
  return { ...base, max: Math.floor(base.max * liveMaxShare) };
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
