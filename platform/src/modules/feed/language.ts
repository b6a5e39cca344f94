/** The languages the feed has names in; every other code falls back to Spanish (the default). */
export type Language = 'es' | 'en' | 'pt';

export type Names = Readonly<Record<Language, string>>;

/** The same text in every language (team names, most tourney names). */
export const sameName = (name: string): Names => ({ es: name, en: name, pt: name });

/**
 * Short (es, en, pt) or long (es-es, en-US, pt-PT) codes, any case. Unknown or missing codes,
 * ru/fr/he included (the feed has no names in them), give Spanish.
 */
export function languageOf(code: string | undefined | null): Language {
  const short = (code ?? '').trim().slice(0, 2).toLowerCase();
  return short === 'en' || short === 'pt' ? short : 'es';
}

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
