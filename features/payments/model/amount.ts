import type { AmountRange } from '../../core/settings/index.ts';

/** Why an amount cannot be sent; each has its message on the form. */
export type AmountProblem =
  'required' | 'invalid' | 'wholeAmount' | 'belowMinimum' | 'aboveMaximum';

export type AmountCheck = { amount: number } | { problem: AmountProblem };

/**
 * Digits with at most two decimals after a comma or a point, as Chilean and Portuguese players
 * write them ("6000", "6000,50"). Group separators are refused instead of guessed: "6.000" could
 * be six thousand or six, and an amount of money must never be misread.
 */
const amountPattern = /^\d+(?:[.,]\d{1,2})?$/u;

/** Decimals typed beyond the last non-zero one do not count: "6000,00" pesos is 6000. */
const typedDecimals = (compact: string) =>
  (compact.split(/[.,]/u)[1] ?? '').replace(/0+$/u, '').length;

/**
 * The amount a player typed, or undefined when it is not a positive amount of money with at most
 * `decimals` decimals (the currency's minor units: two; none for Chilean pesos).
 */
export function parseAmount(text: string, decimals = 2): number | undefined {
  const compact = text.replace(/\s+/gu, '');
  if (!amountPattern.test(compact) || typedDecimals(compact) > decimals) return undefined;
  const amount = Number(compact.replace(',', '.'));
  return amount > 0 ? amount : undefined;
}

/**
 * Spec, section 5: an amount below the configured minimum is refused with 'Cantidad menor que
 * mínima'; the maximum of the same limits is checked too so the server's refusal never comes
 * as a surprise. Without limits (settings still loading) only the format is checked: the
 * platform checks the range again anyway.
 */
export function checkAmount(
  text: string,
  range: AmountRange | undefined,
  decimals = 2,
): AmountCheck {
  if (text.trim() === '') return { problem: 'required' };
  const amount = parseAmount(text, decimals);
  if (amount === undefined) {
    // "6000,50" pesos is well written but not an amount of pesos: said as such.
    const wellWritten = parseAmount(text) !== undefined;
    return { problem: decimals === 0 && wellWritten ? 'wholeAmount' : 'invalid' };
  }
  if (range && amount < range.min) return { problem: 'belowMinimum' };
  if (range && amount > range.max) return { problem: 'aboveMaximum' };
  return { amount };
}
