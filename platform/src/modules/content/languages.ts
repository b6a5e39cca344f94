import {
  defaultLanguage,
  languages as contentLanguages,
  longLanguageCodes,
  type Language as ContentLanguage,
} from '../../lang.ts';

export { contentLanguages, longLanguageCodes, type ContentLanguage };

/**
 * Numeric language ids of the line service (POST /api/bs3/remote/SetLanguage). They are the inbet
 * ids of casino-and-account spec, section 9: en-US 1, pt-PT 8, es-es 9.
 */
export const languageIds: Record<ContentLanguage, number> = { en: 1, pt: 8, es: 9 };

/** `lang` of the content calls: short or long code, anything else reads as Spanish. */
export const langProperty = { type: 'string', maxLength: 16 } as const;

/** The language every unknown or missing code falls back to (specs: default es-es). */
export const fallbackLanguage: ContentLanguage = defaultLanguage;

function isContentLanguage(value: string): value is ContentLanguage {
  return (contentLanguages as readonly string[]).includes(value);
}

/**
 * A supported language for a short or long code in any case ('pt', 'pt-PT', 'PT_br'), or
 * undefined when the code names none of them.
 */
export function parseLanguage(code: string | undefined): ContentLanguage | undefined {
  const short = code?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isContentLanguage(short) ? short : undefined;
}

/** Like parseLanguage, but an unknown or missing code reads as Spanish, the product's default. */
export function resolveLanguage(code: string | undefined): ContentLanguage {
  return parseLanguage(code) ?? fallbackLanguage;
}

/** The language a SetLanguage id names: a numeric id (9 or '9') or a short or long code. */
export function languageFromId(languageId: number | string): ContentLanguage | undefined {
  const numeric = typeof languageId === 'number' ? languageId : Number(languageId.trim());
  if (Number.isInteger(numeric) && String(languageId).trim() !== '') {
    return contentLanguages.find((language) => languageIds[language] === numeric);
  }
  return parseLanguage(String(languageId));
}
