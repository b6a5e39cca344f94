/**
 * Interface languages (specs, section 1). Brand files and API calls use the spec's codes
 * (`es-es`, `en-US`, `pt-PT`); i18next and `<html lang>` use canonical BCP 47 tags.
 */
export const languages = [
  { code: 'es-es', tag: 'es-ES', short: 'es' },
  { code: 'en-US', tag: 'en-US', short: 'en' },
  { code: 'pt-PT', tag: 'pt-PT', short: 'pt' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export type LanguageTag = (typeof languages)[number]['tag'];

export const DEFAULT_LANGUAGE: LanguageCode = 'es-es';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

export function languageTag(code: LanguageCode): LanguageTag {
  const language = languages.find((candidate) => candidate.code === code);
  // The union type guarantees a match; the fallback keeps the function total.
  return language?.tag ?? 'es-ES';
}
