import { formatMoney } from '../../../core/format/index.ts';
import { fixtureBrand } from '../../../core/testing/index.ts';

/**
 * An amount as a casino story shows it, for play functions: the app's own money format, in the
 * story's language (the `language` global, from which the preview builds the story's i18next
 * instance, e.g. `es-es` or `en-US`) with the fixture brand's symbols. Its spaces are plain,
 * because Testing Library's text matchers read the page's no-break spaces as plain ones.
 */
export function storyMoney(
  globals: { language?: unknown },
  amount: number,
  currency: string,
  decimals?: number,
): string {
  if (typeof globals.language !== 'string') {
    throw new Error('storyMoney needs the story globals, with their language.');
  }
  return formatMoney(amount, currency, globals.language, {
    symbols: fixtureBrand.currencies.symbols,
    decimals,
  }).replace(/\s+/g, ' ');
}
