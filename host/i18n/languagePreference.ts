import { isLanguageCode, type LanguageCode } from './languages.ts';

const storageKey = 'preferredLanguage';

/**
 * The language a player chose earlier, if this brand still offers it. Storage may be missing,
 * full, blocked or hold anything; none of that may stop the site from booting.
 */
export function readLanguagePreference(enabled: readonly LanguageCode[]): LanguageCode | undefined {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguageCode(stored) && enabled.includes(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function saveLanguagePreference(language: LanguageCode): void {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}
