import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
} from '../../../host/i18n/languages.ts';

const storageKey = 'studio.language';

/** The operator's studio language, remembered on this device; Spanish by default. */
export function storedStudioLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage refused (a private window's policy): the default language.
    return DEFAULT_LANGUAGE;
  }
}

export function storeStudioLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered; the switch still applies to this visit.
  }
}
