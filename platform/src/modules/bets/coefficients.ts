import { roundToMinorUnit } from '../../money/currency.ts';

/** Coupon kinds, as stored and as `flag` in the history. */
export const couponKinds = { single: 0, express: 1, system: 2 } as const;
export type CouponKind = (typeof couponKinds)[keyof typeof couponKinds];

/** Coefficients are shown and paid at 2 decimals (the spec's amountOut rule). */
export function roundCoefficient(value: number): number {
  // The epsilon keeps products like 1.85 × 2.1 = 3.8850000000000002 from rounding down by noise.
  return Math.round(value * 100 + 1e-7) / 100;
}

export function product(rates: readonly number[]): number {
  return rates.reduce((total, rate) => total * rate, 1);
}

/** Every way to choose `size` of `count` positions, in lexicographic order. */
export function combinations(count: number, size: number): number[][] {
  const result: number[][] = [];
  const chosen: number[] = [];
  const walk = (start: number) => {
    if (chosen.length === size) {
      result.push([...chosen]);
      return;
    }
    for (let position = start; position <= count - (size - chosen.length); position++) {
      chosen.push(position);
      walk(position + 1);
      chosen.pop();
    }
  };
  walk(0);
  return result;
}

/**
 * The total coefficient of a coupon: the rate of a single, the product of an express, and for a
 * system 'k of n' the average of its combinations' coefficients (the stake is split equally over
 * the combinations, so payout = stake × this). A rate of 0 stands for a lost bet, 1 for a
 * returned one.
 */
export function couponCoefficient(
  kind: CouponKind,
  rates: readonly number[],
  systemIndex?: number | null,
): number {
  if (kind !== couponKinds.system) return roundCoefficient(product(rates));
  const combos = combinations(rates.length, systemIndex ?? 2);
  const sum = combos.reduce(
    (total, combo) => total + roundCoefficient(product(combo.map((index) => rates[index] ?? 0))),
    0,
  );
  return sum / combos.length;
}

/**
 * Stake × coefficient in cents, rounded half up to the currency's minor unit: the cent, or the
 * whole peso (decision 013), so what the app shows is what is paid.
 */
export function payoutCents(amountCents: number, coefficient: number, currency: string): number {
  // One rounding, straight to the minor unit: rounding to the cent first could round twice.
  return roundToMinorUnit(amountCents * coefficient + 1e-7, currency);
}
