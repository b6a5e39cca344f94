/**
 * A currency's "unit": roughly ten euro cents, so stakes and jackpots read as round numbers in
 * every currency (10 CLP, 0.10 USD, 5 RUB ...). Currencies not listed count as USD-like.
 */
const unitByCurrency: Readonly<Record<string, number>> = {
  CLP: 10,
  RUB: 5,
  FUN: 5,
  KZT: 20,
  UAH: 2,
  TRY: 2,
  TMT: 0.5,
  TJS: 1,
  MNT: 200,
};

/** One unit of `currency` in cents. */
export function currencyUnitCents(currency: string): number {
  return Math.round((unitByCurrency[currency.toUpperCase()] ?? 0.1) * 100);
}

/** The stakes the demo game page offers, in cents: 1 to 100 units. */
export function stakeOptionsCents(currency: string): number[] {
  const unit = currencyUnitCents(currency);
  return [1, 2, 5, 10, 20, 50, 100].map((multiple) => multiple * unit);
}

export function stakeLimitsCents(currency: string): { min: number; max: number } {
  const unit = currencyUnitCents(currency);
  return { min: unit, max: 100 * unit };
}
