/**
 * The platform's field rules (accounts README, "Rules"), checked before a request so a player
 * hears what is wrong without a round trip. The server checks them again.
 */
import {
  passwordProblem as sharedPasswordProblem,
  type PasswordProblem as SharedPasswordProblem,
} from '../../../schemas/passwordRule.ts';

// Spec 5: a local part and a domain with a TLD of 2+ letters, or a bracketed IPv4 address.
const emailPattern =
  /^[^\s@]+@(?:(?:[a-z0-9-]+\.)+[a-z]{2,}|\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\])$/i;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** Why a new password is refused, in the server's order (233, 231, then 232), or undefined. */
export type PasswordProblem = 'passwordCharacters' | 'passwordWeak' | 'passwordGuessable';

const problemKeys: Record<SharedPasswordProblem, PasswordProblem> = {
  characters: 'passwordCharacters',
  weak: 'passwordWeak',
  guessable: 'passwordGuessable',
};

/**
 * The platform's rule for a password a player chooses, the very one it enforces
 * (schemas/passwordRule.ts): at least 6 characters, 2 of them digits and 2 letters, nothing
 * unprintable, and not one of the most common passwords. The spec's hint ("6 digits and 1
 * letter") is looser than the server, so the client checks the server's rule and says it plainly.
 */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const problem = sharedPasswordProblem(password);
  return problem === undefined ? undefined : problemKeys[problem];
}

/**
 * A login a player chooses (the +993 phone sign-up): the server takes 3–50 characters, a letter
 * first, then letters, digits, `_`, `.` or `-`; the spec's hint asks for at least 6, which the
 * form enforces so the hint and the check agree.
 */
export function isValidLogin(login: string): boolean {
  return /^\p{L}[\p{L}\p{N}_.-]{5,49}$/u.test(login.trim());
}

/** The SMS codes the platform sends have 4 digits. */
export function isValidSmsCode(code: string): boolean {
  return /^\d{4}$/.test(code.trim());
}

// Its own module: the app-open handler, on every page, checks promo codes without the password
// rule's list of common passwords.
export { isValidPromoCode } from './promoCodeRule.ts';
