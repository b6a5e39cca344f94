import type { AmountRange } from '../../core/settings/index.ts';

/** Why an amount cannot be sent; each has its message on the form. */
export type AmountProblem = 'required' | 'invalid' | 'belowMinimum' | 'aboveMaximum';

export type AmountCheck = { amount: number } | { problem: AmountProblem };

/**
 * Digits with at most two decimals after a comma or a point, as Chilean and Portuguese players
 * write them ("6000", "6000,50"). Group separators are refused instead of guessed: "6.000" could
 * be six thousand or six, and an amount of money must never be misread.
 */
const amountPattern = /^\d+(?:[.,]\d{1,2})?$/u;

/** The amount a player typed, or undefined when it is not a positive amount of money. */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/\s+/gu, '');
  if (!amountPattern.test(compact)) return undefined;
  const amount = Number(compact.replace(',', '.'));
  return amount > 0 ? amount : undefined;
}

/**
 * Spec, section 5: an amount below the configured minimum is refused with 'Cantidad menor que
 * mínima'; the maximum of the same limits is checked too so the server's refusal never comes
 * as a surprise. Without limits (settings still loading) only the format is checked: the
 * platform checks the range again anyway.
 */
export function checkAmount(text: string, range: AmountRange | undefined): AmountCheck {
  if (text.trim() === '') return { problem: 'required' };
  const amount = parseAmount(text);
  if (amount === undefined) return { problem: 'invalid' };
  if (range && amount < range.min) return { problem: 'belowMinimum' };
  if (range && amount > range.max) return { problem: 'aboveMaximum' };
  return { amount };
}
