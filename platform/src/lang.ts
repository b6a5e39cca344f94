/** The interface languages demo content exists in, as short codes (both specs, section 1). */
export const languages = ['es', 'en', 'pt'] as const;

export type Language = (typeof languages)[number];

/** One text in every interface language. */
export type Localized = Readonly<Record<Language, string>>;

/** The specs' long codes: what users.lang stores and the settings call answers. */
export const longLanguageCodes: Readonly<Record<Language, string>> = {
  es: 'es-es',
  en: 'en-US',
  pt: 'pt-PT',
};

/** The product's default language: every unknown or missing code falls back to it. */
export const defaultLanguage: Language = 'es';

/**
 * The language of a short (es) or long (es-es, en-US, pt-PT) code in any case: its first two
 * letters decide, so ru, fr, he (no demo content) and nothing at all read as Spanish.
 */
export function languageOf(code: string | null | undefined): Language {
  const short = (code ?? '').trim().slice(0, 2).toLowerCase();
  return languages.find((language) => language === short) ?? defaultLanguage;
}
