import type { LocalizedText } from '../../../schemas/generated/brand.ts';

/**
 * Text the brand writes per language (`{ "es-es": …, "en-US": … }`), in the interface language
 * (brand files write `es-es`, i18next `es-ES`: compared without case), else in the brand's default
 * language (the schema's rule); undefined when neither is written. Blank text counts as missing:
 * an operator clearing a field should not blank what the player reads.
 */
export function brandText(
  text: Readonly<LocalizedText> | undefined,
  languageTag: string,
  fallbackLanguage: string,
): string | undefined {
  if (!text) return undefined;
  const find = (language: string) =>
    Object.entries(text).find(([code]) => code.toLowerCase() === language.toLowerCase())?.[1];
  return [find(languageTag), find(fallbackLanguage)].find((value) => value?.trim());
}
