/** The languages pragmatic games are offered in (casino spec, section 9: en, fr, es, pt). */
export const PRAGMATIC_LANGUAGES = ['en', 'fr', 'es', 'pt'] as const;
export type PragmaticLanguage = (typeof PRAGMATIC_LANGUAGES)[number];

/** The game language for an interface language's short code; any other language plays in English. */
export function pragmaticLanguage(shortLanguage: string): PragmaticLanguage {
  const candidate = shortLanguage.toLowerCase();
  return PRAGMATIC_LANGUAGES.find((language) => language === candidate) ?? 'en';
}
