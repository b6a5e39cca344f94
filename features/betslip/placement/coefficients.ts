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

/** An amount or a two-decimal rate in hundredths, as a whole number (1.93 → 193). */
const hundredths = (value: number) => Math.round(value * 100);

/**
 * The best-case payout in cents, in whole numbers: stake × coefficient, or for a system the stake
 * over the C(n, k) combinations times each one's coefficient (= stake × their average), rounded
 * half up to the cent as the platform rounds it (bets README "Total coefficient").
 */
function payoutCents(bets: readonly Rated[], type: BetslipType, stakeCents: number): number {
  const size = systemSize(bets, type);
  const coefficients =
    size === undefined ? [totalCoefficient(bets, type)] : systemCoefficients(bets, size);
  const sum = coefficients.reduce((total, coefficient) => total + hundredths(coefficient), 0);
  // Integers up to stake × Σ coefficients (far below 2^53); one division, one rounding.
  return Math.round((stakeCents * sum) / (100 * coefficients.length));
}

const usable = (bets: readonly Rated[], stake: number) =>
  bets.length > 0 && Number.isFinite(stake) && stake > 0;

/**
 * The best-case payout of a stake: stake × coefficient for a single or an express; for a system
 * the stake is split equally over the C(n, k) combinations and every combination wins.
 */
export function potentialWin(bets: readonly Rated[], type: BetslipType, stake: number): number {
  if (!usable(bets, stake)) return 0;
  return payoutCents(bets, type, hundredths(stake)) / 100;
}

/**
 * What a winning free bet pays: the winnings only, stake × (coefficient − 1), since the stake was
 * never the player's money (the platform pays and the bet history shows the same: a 100 free bet
 * at 1.93 wins 93, not 193). Computed in cents, so no float drift (0.7 at 1.1 is 0.07).
 */
export function freeBetWin(bets: readonly Rated[], type: BetslipType, stake: number): number {
  if (!usable(bets, stake)) return 0;
  const stakeCents = hundredths(stake);
  return Math.max(0, payoutCents(bets, type, stakeCents) - stakeCents) / 100;
}

/** The payout the server can actually pay: the win, at most the limits' maximum win. */
export function cappedWin(win: number, limits: StakeLimits): number {
  return limits.maxWin === undefined ? win : Math.min(win, limits.maxWin);
}
