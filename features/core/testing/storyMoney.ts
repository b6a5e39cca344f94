import { formatMoney } from '../format/index.ts';
import { fixtureBrand } from './FixtureProviders.tsx';
import { storyLocale } from './storyText.ts';

/**
 * An amount as the app writes it in the story's language (pesos `$1.000` in Spanish, `$1,000` in
 * English), with the fixture brand's symbols: a play test compares the page with it instead of a
 * Spanish literal. `decimals` as the component passes it (the jackpot odometer shows whole units).
 */
export function storyMoney(amount: number, currency = 'CLP', decimals?: number): string {
  return formatMoney(amount, currency, storyLocale(), {
    symbols: fixtureBrand.currencies.symbols,
    decimals,
  });
}

/**
 * The text as a pattern that takes any run of spaces for each space: Intl writes no-break spaces
 * in amounts, which the page's text normalisation turns into plain ones.
 */
export function withAnySpaces(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\s+/g, '\\s+'));
}
