import type { BetslipType, SlipBet } from '../model/slip.ts';
import type { StakeLimits } from './types.ts';

/*
 * The coupon's arithmetic, as the platform computes it (bets README "Total coefficient"): the slip
 * shows the same numbers the server will accept, so a player never sees a win the coupon will not pay.
 */

/** Two decimals, without the float drift of 1.005 * 100. */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

type Rated = Pick<SlipBet, 'rate'>;

/** Every k-sized subset of the list, in order (the combinations of a system bet). */
export function combinationsOf<T>(items: readonly T[], size: number): T[][] {
  if (size <= 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  const withFirst = combinationsOf(rest, size - 1).map((tail) => [first, ...tail]);
  return [...withFirst, ...combinationsOf(rest, size)];
}

const product = (bets: readonly Rated[]) => bets.reduce((total, bet) => total * bet.rate, 1);

/** A system's size only counts when it is one the slip allows (2 … n - 1); else it is an express. */
function systemSize(bets: readonly Rated[], type: BetslipType): number | undefined {
  if (type.kind !== 'system') return undefined;
  const valid = Number.isInteger(type.size) && type.size >= 2 && type.size < bets.length;
  return valid ? type.size : undefined;
}

/** The combinations' coefficients, each rounded like the server does. */
function systemCoefficients(bets: readonly Rated[], size: number): number[] {
  return combinationsOf(bets, size).map((combination) => roundToCents(product(combination)));
}

/**
 * The coupon's total coefficient: one bet its rate; an express the product of the rates (two
 * decimals); a system k of n the average of its combinations' coefficients. 0 with no bets.
 */
export function totalCoefficient(bets: readonly Rated[], type: BetslipType): number {
  if (bets.length === 0) return 0;
  const size = systemSize(bets, type);
  if (size !== undefined) {
    const coefficients = systemCoefficients(bets, size);
    return roundToCents(coefficients.reduce((sum, value) => sum + value, 0) / coefficients.length);
  }
  if (bets.length === 1) return bets[0]?.rate ?? 0;
  return roundToCents(product(bets));
}

/**
 * The best-case payout of a stake: stake × coefficient for a single or an express; for a system
 * the stake is split equally over the C(n, k) combinations and every combination wins.
 */
export function potentialWin(bets: readonly Rated[], type: BetslipType, stake: number): number {
  if (bets.length === 0 || !Number.isFinite(stake) || stake <= 0) return 0;
  const size = systemSize(bets, type);
  if (size === undefined) return roundToCents(stake * totalCoefficient(bets, type));
  const coefficients = systemCoefficients(bets, size);
  const share = stake / coefficients.length;
  return roundToCents(coefficients.reduce((sum, coefficient) => sum + share * coefficient, 0));
}

/** The payout the server can actually pay: the win, at most the limits' maximum win. */
export function cappedWin(win: number, limits: StakeLimits): number {
  return limits.maxWin === undefined ? win : Math.min(win, limits.maxWin);
}
