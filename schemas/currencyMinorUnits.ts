/**
 * How many decimals an amount in a currency has (decision 013), one rule for the app's formatter
 * and the platform's ledger, so the number a player is shown is the number paid.
 */

const minorDigitsByCode = new Map<string, number>();

/** The code as Intl knows it: FUN (play money) as roubles; a malformed code as XXX. */
export function currencyIsoCode(currency: string): string {
  const code = currency.trim().toUpperCase();
  if (code === 'FUN') return 'RUB';
  return /^[A-Z]{3}$/.test(code) ? code : 'XXX';
}

/**
 * Its ISO 4217 minor units, as Intl knows them: CLP 0, EUR and USD 2, FUN as RUB 2. Unknown or
 * malformed codes count as 2.
 */
export function currencyMinorDigits(currency: string): number {
  const code = currencyIsoCode(currency);
  const known = minorDigitsByCode.get(code);
  if (known !== undefined) return known;
  const { maximumFractionDigits } = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
  }).resolvedOptions();
  const digits = maximumFractionDigits ?? 2;
  minorDigitsByCode.set(code, digits);
  return digits;
}
