/**
 * Odds display (sports-betting spec, sections 3 and 9). The feed sends decimal rates; the player
 * picks one of three display formats, stored as the spec's numeric codes.
 */

/** Spec codes: decimal 0, fractional 1, american 2. */
export type OddsFormat = 0 | 1 | 2;

export const OddsFormats = {
  decimal: 0,
  fractional: 1,
  american: 2,
} as const satisfies Record<string, OddsFormat>;

/**
 * Shown for a rate that cannot be a price (not a number, or at or below 1.00, where the american
 * formula divides by zero and a fraction would be zero or negative).
 */
export const UNAVAILABLE_ODDS = '-';

/** Largest denominator a fractional price may use; 100 can express any two-decimal rate exactly. */
const MAX_FRACTION_DENOMINATOR = 100;

/** Profits below this (prices under 1.10) are quoted as 1/n. */
const SHORT_PRICE_PROFIT = 0.1;

/**
 * A fraction is accepted when it lies within half a hundredth of the profit, i.e. it rounds to the
 * same two-decimal price the player sees in decimal format. The epsilon absorbs float noise such
 * as 2.38 - 1 = 1.3799999999999999 against 11/8 = 1.375.
 */
const FRACTION_TOLERANCE = 0.005 + 1e-9;

/**
 * Rounds half away from zero on the decimal digits as written, so 1.005 becomes 1.01 and not the
 * 1.00 that `toFixed` gives for the binary value just below 1.005.
 */
function roundTo(value: number, digits: number): number {
  const shifted = Number(`${String(value)}e${String(digits)}`);
  // Exponent notation (1e+21) cannot take another exponent; such values need no rounding anyway.
  if (!Number.isFinite(shifted)) return value;
  return (Math.sign(shifted) * Math.round(Math.abs(shifted))) / 10 ** digits;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The profit per unit stake (rate - 1) as 'n/d'. Rule: the fraction with the smallest
 * denominator (up to 100) that rounds to the same two-decimal price. This yields the prices
 * bookmakers print (1.91 → 10/11, 1.73 → 8/11, 1.83 → 5/6) rather than 91/100-style fractions.
 * A smallest such denominator always gives lowest terms, and one always exists: hundredths are
 * never more than half a hundredth away.
 *
 * Exception: below 1.10 half a hundredth is large next to the profit (1.01 would become 1/67),
 * so short prices are quoted the conventional way, as 1/n with the nearest n up to 100.
 */
function toFraction(profit: number): string {
  if (profit < SHORT_PRICE_PROFIT) {
    return `1/${String(Math.min(MAX_FRACTION_DENOMINATOR, Math.round(1 / profit)))}`;
  }
  for (let denominator = 1; denominator < MAX_FRACTION_DENOMINATOR; denominator += 1) {
    const numerator = Math.round(profit * denominator);
    if (Math.abs(profit - numerator / denominator) <= FRACTION_TOLERANCE) {
      return `${String(numerator)}/${String(denominator)}`;
    }
  }
  const hundredths = Math.round(profit * MAX_FRACTION_DENOMINATOR);
  const divisor = greatestCommonDivisor(hundredths, MAX_FRACTION_DENOMINATOR);
  return `${String(hundredths / divisor)}/${String(MAX_FRACTION_DENOMINATOR / divisor)}`;
}

/**
 * Spec: at or below 2.0 show minus 100/(rate - 1), otherwise plus 100*(rate - 1), rounded. The
 * magnitude is rounded, so halves go away from zero on both sides (1.8 → -125, 2.125 → +113).
 */
function toAmerican(rate: number): string {
  const profit = rate - 1;
  if (rate <= 2) {
    return `-${String(roundTo(100 / profit, 0))}`;
  }
  return `+${String(roundTo(100 * profit, 0))}`;
}

/** A decimal rate shown in the player's chosen format. */
export function formatOdds(rate: number, format: OddsFormat): string {
  if (!Number.isFinite(rate) || rate <= 1) return UNAVAILABLE_ODDS;
  switch (format) {
    case OddsFormats.decimal:
      return roundTo(rate, 2).toFixed(2);
    case OddsFormats.fractional:
      return toFraction(roundTo(rate - 1, 10));
    case OddsFormats.american:
      return toAmerican(roundTo(rate, 10));
  }
}

const formatsByName: Readonly<Record<string, OddsFormat>> = OddsFormats;

/**
 * Reads a stored or user-supplied odds format. Local storage and query strings hold text, so the
 * codes are accepted as numbers or numeric strings, and the names ('decimal', …) as well.
 */
export function parseOddsFormat(value: unknown): OddsFormat | undefined {
  if (value === 0 || value === 1 || value === 2) return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === '0' || text === '1' || text === '2') return Number(text) as OddsFormat;
  return Object.hasOwn(formatsByName, text) ? formatsByName[text] : undefined;
}
