import {
  passwordProblem as sharedPasswordProblem,
  type PasswordProblem,
} from '../../../../schemas/passwordRule.ts';
import { defaultLanguage, languages, longLanguageCodes } from '../../lang.ts';
import { authCodes } from './authCodes.ts';

// The specs' e-mail rule: local part and a domain with a TLD of 2+ letters, or a bracketed IPv4.
const emailPattern =
  /^[^\s@]+@(?:(?:[a-z0-9-]+\.)+[a-z]{2,}|\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\])$/i;

export const isValidEmail = (email: string): boolean => emailPattern.test(email);

const problemCodes: Record<PasswordProblem, number> = {
  characters: authCodes.invalidPasswordCharacters,
  weak: authCodes.weakPassword,
  guessable: authCodes.guessablePassword,
};

/**
 * The password rule for a password a player chooses (schemas/passwordRule.ts, shared with the
 * app's forms): the auth code of the first problem, or undefined when it is acceptable.
 */
export function passwordProblem(password: string): number | undefined {
  const problem = sharedPasswordProblem(password);
  return problem === undefined ? undefined : problemCodes[problem];
}

export const passwordMessages: Record<number, string> = {
  [authCodes.invalidPasswordCharacters]:
    'Password may not contain spaces or non-printable characters',
  [authCodes.weakPassword]: 'Password needs at least 6 characters, 2 of them digits and 2 letters',
  [authCodes.guessablePassword]: 'Password is too common or too easy to guess',
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
