import { currencySymbols, displayCurrency } from '../../features/core/format/currency.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import type { BrandProblem } from './brandProblems.ts';

/** Codes ISO 4217 defines, as this runtime's Intl knows them, and FUN (the platform's play money). */
const knownCodes: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('currency'), 'FUN']);

/** Every place a brand names a currency, with its JSON path. */
function namedCurrencies(brand: Brand): Array<{ path: string; code: string }> {
  const named = brand.currencies.enabled.map((code, index) => ({
    path: `/currencies/enabled/${index}`,
    code,
  }));
  named.push({ path: '/currencies/default', code: brand.currencies.default });
  for (const code of Object.keys(brand.currencies.symbols ?? {})) {
    named.push({ path: `/currencies/symbols/${code}`, code });
  }
  for (const name of ['freeBets', 'promotions'] as const) {
    const code = brand.campaigns?.[name]?.currency;
    if (code !== undefined) named.push({ path: `/campaigns/${name}/currency`, code });
  }
  return named;
}

/**
 * A well-formed code that is no currency (`XYZ`) would be formatted with a placeholder and never
 * match a player's balance; refused wherever the brand names one, campaigns switched off included.
 */
export function unknownCurrencyProblems(brand: Brand): BrandProblem[] {
  return namedCurrencies(brand)
    .filter(({ code }) => /^[A-Z]{3}$/.test(code) && !knownCodes.has(code))
    .map(({ path, code }) => ({ path, message: `"${code}" is not an ISO 4217 currency code` }));
}

/** How Intl writes the currency's narrow sign in English, offered as the symbol to set. */
function suggestedSymbol(code: string): string | undefined {
  try {
    const sign = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value;
    return sign && sign !== code ? sign : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The app shows money with its own symbol table (features/core/format/currency.ts) and writes ₽
 * for a code it does not know: an enabled currency outside the table would show its players
 * roubles, so the brand must set that currency's symbol in /currencies/symbols.
 */
export function unknownSymbolProblems(brand: Brand): BrandProblem[] {
  const overrides: Record<string, string | undefined> = { ...brand.currencies.symbols };
  return brand.currencies.enabled.flatMap((code, index) => {
    if (!knownCodes.has(code)) return [];
    if (overrides[code] !== undefined || currencySymbols[displayCurrency(code)] !== undefined) {
      return [];
    }
    const sign = suggestedSymbol(code) ?? code;
    return [
      {
        path: `/currencies/enabled/${index}`,
        message: `"${code}" has no symbol the app knows, so players would see its amounts with ₽; set one in /currencies/symbols (e.g. "${code}": "${sign}")`,
      },
    ];
  });
}
