/** The languages demo content exists in. */
export type ContentLanguage = 'es' | 'en' | 'pt';

/**
 * Short (es, en, pt) or long (es-es, en-US, pt-PT) codes, case-insensitive; anything else, or
 * nothing, is Spanish, the product's default language.
 */
export function contentLanguage(lang: string | undefined): ContentLanguage {
  const short = lang?.slice(0, 2).toLowerCase();
  return short === 'en' || short === 'pt' ? short : 'es';
}

export type Translations = Record<ContentLanguage, string>;
