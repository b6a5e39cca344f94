/**
 * The rule for a password a player chooses (sign-up, change, recovery), shared by the platform,
 * which enforces it, and the app's forms, which check it before a round trip. The app imports it
 * only from its auth screens, so the list stays out of the first chunk.
 */
import { commonPasswords } from './commonPasswords.ts';

/**
 * Why a password is refused, in the order checked; the platform answers each with an auth code:
 * `characters` 233, `weak` 231 (spec, sections 5 and 8), `guessable` 232 (designed: the spec's
 * catalogue has no code for it).
 */
export type PasswordProblem = 'characters' | 'weak' | 'guessable';

// Whitespace and control, format, unassigned or private-use characters cannot be typed reliably
// on every keyboard (or are invisible), so a password holding one could lock its owner out.
const unprintable = /[\s\p{C}]/u;
const letter = /\p{L}/gu;
const digit = /\p{Nd}/gu;
// "aa11aa" or "1a1a1a" pass the spec's counts but are a handful of guesses away.
const fewestDifferentCharacters = 4;
// Pure: a bundle that imports a neighbour of this rule (a promo-code check) leaves the list out.
const common = /* @__PURE__ */ new Set(commonPasswords);

/**
 * The spec's server rule (at least 6 characters with 2 digits and 2 letters, only printable
 * ones), then: not one of the most common passwords (any case) and at least 4 different
 * characters. Undefined when the password is acceptable.
 */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (unprintable.test(password)) return 'characters';
  const characters = [...password];
  const letters = password.match(letter)?.length ?? 0;
  const digits = password.match(digit)?.length ?? 0;
  if (characters.length < 6 || letters < 2 || digits < 2) return 'weak';
  const lower = password.toLowerCase();
  if (common.has(lower) || new Set(lower).size < fewestDifferentCharacters) return 'guessable';
  return undefined;
}
