import type { i18n, TOptions } from 'i18next';

let storyI18n: i18n | undefined;

/** Storybook's preview hands each story its language's instance before the story renders. */
export function setStoryI18n(instance: i18n): void {
  storyI18n = instance;
}

/**
 * The text a player reads for `namespace:key` in the story's language, for play functions: a
 * play test that asks for `storyText('virtual:launch.openGame')` passes in every language, where
 * the Spanish literal would pass in es-ES only. A key with no text throws, so a typo fails the
 * story loudly instead of searching the page for the key itself.
 */
export function storyText(key: string, options?: TOptions): string {
  if (!storyI18n) throw new Error('storyText works inside a Storybook story only.');
  if (!storyI18n.exists(key, options)) {
    throw new Error(`No text for "${key}" in ${storyI18n.language}.`);
  }
  return storyI18n.t(key, options);
}

/**
 * The story's language tag (`es-ES`, `en-US`, `pt-PT`): screens format money and dates with
 * `i18n.language`, so a play test that formats an expected amount with it writes what they show.
 */
export function storyLocale(): string {
  if (!storyI18n) throw new Error('storyLocale works inside a Storybook story only.');
  return storyI18n.language;
}

export type StoryLanguage = 'es' | 'en' | 'pt';

/** The story's language by its short code, the one the platform's catalogues are keyed by. */
export function storyLanguage(): StoryLanguage {
  if (!storyI18n) throw new Error('storyLanguage works inside a Storybook story only.');
  const short = storyI18n.language.slice(0, 2);
  return short === 'en' || short === 'pt' ? short : 'es';
}

/**
 * Story data in the story's language, as the platform answers it: call it when the data is read
 * (in a fixture handler or a render), not when the module loads, which is before any story.
 */
export function inStoryLanguage<T>(byLanguage: Record<StoryLanguage, T>): T {
  return byLanguage[storyLanguage()];
}
