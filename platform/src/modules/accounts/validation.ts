import { defaultLanguage, languages, longLanguageCodes } from '../../lang.ts';
import { authCodes } from './authCodes.ts';

// The specs' e-mail rule: local part and a domain with a TLD of 2+ letters, or a bracketed IPv4.
const emailPattern =
  /^[^\s@]+@(?:(?:[a-z0-9-]+\.)+[a-z]{2,}|\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\])$/i;

export const isValidEmail = (email: string): boolean => emailPattern.test(email);

// Whitespace and control, format, unassigned or private-use characters cannot be typed reliably
// on every keyboard (or are invisible), so a password holding one could lock its owner out.
const unprintable = /[\s\p{C}]/u;
const letter = /\p{L}/gu;
const digit = /\p{Nd}/gu;

/**
 * The server's password rule (spec, section 5): at least 6 characters with at least 2 digits and
 * 2 letters, and only printable characters. Returns the auth code of the first problem, or
 * undefined when the password is acceptable.
 */
export function passwordProblem(password: string): number | undefined {
  if (unprintable.test(password)) return authCodes.invalidPasswordCharacters;
  const letters = password.match(letter)?.length ?? 0;
  const digits = password.match(digit)?.length ?? 0;
  if ([...password].length < 6 || letters < 2 || digits < 2) return authCodes.weakPassword;
  return undefined;
}

export const passwordMessages: Record<number, string> = {
  [authCodes.invalidPasswordCharacters]:
    'Password may not contain spaces or non-printable characters',
  [authCodes.weakPassword]: 'Password needs at least 6 characters, 2 of them digits and 2 letters',
};

/**
 * A request's `lang` (short `es` or long `es-es`, `en-US`, any case) as the long code users
 * store; unknown codes are Spanish, the product's default, and a missing one is the brand's.
 */
export function normalizeLanguage(lang: string | undefined, brandDefault: string): string {
  if (lang === undefined || lang.trim() === '') return normalizeLanguage(brandDefault, 'es-es');
  const short = lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return longLanguageCodes[languages.find((language) => language === short) ?? defaultLanguage];
}

/** Spec 9: sign-up's default currency is TMT, so it is always accepted beside the brand's. */
export const signUpDefaultCurrency = 'TMT';

export function signUpCurrency(requested: string, brandCurrencies: readonly string[]) {
  const currency = requested.trim().toUpperCase();
  const allowed = new Set([...brandCurrencies, signUpDefaultCurrency]);
  return allowed.has(currency) ? currency : undefined;
}

// Spec 5 only hints "minimum 6 letters" for logins; the server takes 3-50 letters, digits and
// _ . - so a login can never look like a phone number or an e-mail address by accident.
export const loginPattern = '^[\\p{L}][\\p{L}\\p{N}_.-]{2,49}$';
