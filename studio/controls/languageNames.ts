import { isLanguageCode, languageTag } from '../../host/i18n/languages.ts';

/**
 * A key or value as the operator reads it: a language code as the language's name in the
 * operator's language ("English (en-US)"), anything else as written.
 */
export function readableCode(code: string, operatorLanguage: string): string {
  if (!isLanguageCode(code)) return code;
  const name = new Intl.DisplayNames([operatorLanguage], { type: 'language' }).of(
    languageTag(code),
  );
  return name ? `${name} (${code})` : code;
}
