import { defaultLanguage, type Language, type Localized } from '../../../lang.ts';

export type { Language, Localized };

// Three-letter codes come from the embedded sportsbook (eng, spa, por).
const aliases: Record<string, Language> = {
  es: 'es',
  spa: 'es',
  en: 'en',
  eng: 'en',
  pt: 'pt',
  por: 'pt',
};

/**
 * Any language code the app or a provider URL carries (es, en-US, pt-PT, en_US, eng, POR) as a short
 * code; unknown or missing codes fall back to Spanish, the product's default.
 */
export function shortLanguage(code: string | undefined): Language {
  const head = (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return aliases[head] ?? defaultLanguage;
}

/** The embedded sportsbook's language names (sports-betting spec, section 9). */
export const sportsbookLanguage: Record<Language, 'eng' | 'spa' | 'por'> = {
  en: 'eng',
  es: 'spa',
  pt: 'por',
};
