/**
 * Currency display (casino-and-account spec, section 3 "Currency symbols" and section 9): the
 * platform sends ISO-style codes, players see a symbol. FUN (play money) is shown as RUB.
 */

/** The spec's built-in symbols; a brand may override or extend them (`brand.currencies.symbols`). */
export const currencySymbols: Readonly<Record<string, string>> = {
  RUB: '₽',
  EUR: '€',
  USD: '$',
  KZT: '₸',
  UAH: '₴',
  TRY: '₺',
  TMT: 'M',
  TJS: 'TJS',
};

/** Symbols by currency code, as a brand file writes them. */
export type CurrencySymbolOverrides = Readonly<Record<string, string | undefined>>;

/** Spec: unknown codes fall back to the rouble sign. */
const FALLBACK_SYMBOL = '₽';

/** The code players see: FUN is play money the platform books as roubles (spec, section 3). */
export function displayCurrency(code: string): string {
  const normalized = code.trim().toUpperCase();
  return normalized === 'FUN' ? 'RUB' : normalized;
}

/**
 * The symbol shown beside an amount. A brand override wins (for the code as sent, then for the
 * code shown, so an override of RUB also covers FUN); then the spec's table; then ₽.
 */
export function currencySymbol(code: string, overrides?: CurrencySymbolOverrides): string {
  const normalized = code.trim().toUpperCase();
  const shown = displayCurrency(normalized);
  return overrides?.[normalized] ?? overrides?.[shown] ?? currencySymbols[shown] ?? FALLBACK_SYMBOL;
}

export interface FormatMoneyOptions {
  /** Brand symbol overrides (`brand.currencies.symbols`). */
  symbols?: CurrencySymbolOverrides;
  /** Fraction digits, always shown. @default 2 (spec: the side-menu balance has two decimals) */
  decimals?: number;
}

/** Intl needs a well-formed code to place the symbol; the placeholder only marks the spot. */
const PLACEHOLDER_CODE = 'XXX';

// Building an Intl.NumberFormat costs far more than using one, and counters (the jackpots'
// Odometer) format on every frame: one formatter per language, code and precision is kept.
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(language: string, code: string, decimals: number): Intl.NumberFormat {
  const key = `${language}|${code}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount with its currency symbol, grouped and placed the way the language writes money
 * (`$1,234.50` in en-US, `1.234,50 €` in es-ES). `language` is a BCP 47 tag or one of the spec's
 * codes (`es-es`); Intl reads both. The symbol comes from `currencySymbol`, not from Intl, so
 * brands and the spec decide it (Intl would write "RUB" or "TMT" for codes players know by sign).
 */
export function formatMoney(
  amount: number,
  currency: string,
  language: string,
  { symbols, decimals = 2 }: FormatMoneyOptions = {},
): string {
  const symbol = currencySymbol(currency, symbols);
  const code = displayCurrency(currency);
  const parts = moneyFormatter(
    language,
    /^[A-Z]{3}$/.test(code) ? code : PLACEHOLDER_CODE,
    decimals,
  ).formatToParts(amount);

  const symbolIndex = parts.findIndex((part) => part.type === 'currency');
  const numberIndex = parts.findIndex((part) => part.type === 'integer');
  const symbolFirst = symbolIndex < numberIndex;
  // A one-character sign before the number hugs it ($5.00); a code-like symbol (TJS) or one
  // after the number keeps a no-break space, so the pair never splits across lines.
  const hugs = symbolFirst && [...symbol].length === 1 && !/\p{L}/u.test(symbol);
  return parts
    .map((part, index) => {
      if (part.type === 'currency') return symbol;
      const besideSymbol = index === symbolIndex - 1 || index === symbolIndex + 1;
      if (part.type === 'literal' && besideSymbol && part.value.trim() === '') {
        return hugs ? '' : '\u00a0';
      }
      return part.value;
    })
    .join('');
}
