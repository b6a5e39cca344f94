import { isWholeMinorUnits } from '../../money/currency.ts';
import { limitsForCurrency, withdrawalsPerDay } from '../content/limits.ts';

/** Minimum and maximum of one operation, in whole currency units (as the API speaks). */
export interface Range {
  min: number;
  max: number;
}

/**
 * The spec's settings limits `payment` (withdrawal, top_up, e_top_up, e_withdrawal) for one
 * currency. `top_up` is for cards, crypto, mobile operators and Payku; `e_top_up` for e-wallets
 * (Platilka and the aggregator's e-wallet modes); `e_withdrawal` for modes containing 'platilka'.
 */
export interface PaymentLimits {
  top_up: Range;
  e_top_up: Range;
  withdrawal: Range;
  e_withdrawal: Range;
  withdrawals_per_day: number;
}

/**
 * The limits of a currency, read from the content module's table (modules/content/limits.ts),
 * the one GET /api/site/settings reports: what the app shows is what payments enforce. CLP
 * carries the spec's texts (deposit from 6000, withdrawal 10 000 to 1 500 000), RUB the
 * aggregator's 100; FUN is RUB and unknown currencies get USD's.
 */
export function paymentLimitsFor(currency: string): PaymentLimits {
  const { payment } = limitsForCurrency(currency);
  return {
    top_up: payment.topUp,
    e_top_up: payment.eTopUp,
    withdrawal: payment.withdrawal,
    e_withdrawal: payment.eWithdrawal,
    withdrawals_per_day: withdrawalsPerDay,
  };
}

export type AmountCheck = 'ok' | 'below-minimum' | 'above-maximum';

/** Compares an amount in cents with a range in whole units, without float rounding. */
export function checkAmount(cents: number, range: Range): AmountCheck {
  if (cents < Math.round(range.min * 100)) return 'below-minimum';
  if (cents > Math.round(range.max * 100)) return 'above-maximum';
  return 'ok';
}

/**
 * An API amount (whole units, with at most the currency's decimals: two, none for Chilean pesos)
 * as cents; undefined when not representable.
 */
export function amountToCents(amount: number, currency: string): number | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6 || !Number.isSafeInteger(cents)) return undefined;
  if (!isWholeMinorUnits(cents, currency)) return undefined;
  return cents;
}
