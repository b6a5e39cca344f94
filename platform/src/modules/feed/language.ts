import { languageOf, type Language, type Localized } from '../../lang.ts';

export { languageOf, type Language };

/** A name in every language the feed has names in. */
export type Names = Localized;

/** The same text in every language (team names, most tourney names). */
export const sameName = (name: string): Names => ({ es: name, en: name, pt: name });

/** Whether a path segment (the `{x}` of the remote paths) names a language at all. */
export function isLanguageCode(segment: string): boolean {
  return /^(es|en|pt|ru|fr|he)([-_][a-z]{2})?$/i.test(segment);
}

/**
 * The answer language of a call: the `lang` query wins, then a path segment that is a language
 * (`/live/en-US/full/...`), else Spanish. Version segments (`v1`, `1`) carry no language.
 */
export function requestLanguage(lang: string | undefined, segment?: string): Language {
  if (lang) return languageOf(lang);
  if (segment && isLanguageCode(segment)) return languageOf(segment);
  return 'es';
}

/** Lower case without accents, so 'Atlético' matches 'atletico'. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
