export { currencySymbol } from './currency.ts';
export { currencySymbols } from './currency.ts';
export { displayCurrency } from './currency.ts';
export { formatMoney } from './currency.ts';
export type { CurrencySymbolOverrides, FormatMoneyOptions } from './currency.ts';
export { formatOdds, OddsFormats, parseOddsFormat, UNAVAILABLE_ODDS } from './odds.ts';
export type { OddsFormat } from './odds.ts';
export { useOddsFormat } from './useOddsFormat.ts';
