import { currencyMinorDigits } from '../../../schemas/currencyMinorUnits.ts';

/**
 * Each currency's smallest amount (decision 013). The platform keeps every balance in cents, a
 * hundredth of the unit, whatever the currency; a currency with fewer minor units than two (the
 * Chilean peso has none) moves only in whole multiples of its own minor unit, so what a player is
 * shown, written in the currency's minor units, is exactly what is paid.
 */

/** Decimals of an amount in the currency: its ISO 4217 minor units (CLP 0, USD and EUR 2). */
export const minorDigits = currencyMinorDigits;

/**
 * Cents in one minor unit: 100 for the peso (whole pesos only), 1 for currencies with two
 * decimals. Cents are the ledger's finest step, so a currency with three decimals counts as two.
 */
export function minorUnitCents(currency: string): number {
  return 10 ** Math.max(0, 2 - minorDigits(currency));
}

/** Whether an amount in cents is a whole number of the currency's minor units. */
export function isWholeMinorUnits(cents: number, currency: string): boolean {
  return Number.isInteger(cents) && cents % minorUnitCents(currency) === 0;
}

/**
 * A computed amount in cents, fractions allowed (stake × odds), to the currency's minor unit,
 * half up, as payouts round.
 */
export function roundToMinorUnit(cents: number, currency: string): number {
  const unit = minorUnitCents(currency);
  return Math.round(cents / unit) * unit;
}

/** A share of money (a pot, a percentage) down to the currency's minor unit: never more. */
export function floorToMinorUnit(cents: number, currency: string): number {
  const unit = minorUnitCents(currency);
  return Math.floor(cents / unit) * unit;
}

/** Whether an amount as the API speaks it (whole units) has no more decimals than the currency. */
export function fitsMinorUnits(amount: number, currency: string): boolean {
  if (!Number.isFinite(amount)) return false;
  const cents = amount * 100;
  const whole = Math.round(cents);
  return Math.abs(whole - cents) < 1e-6 && whole % minorUnitCents(currency) === 0;
}
