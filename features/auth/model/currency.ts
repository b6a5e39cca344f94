/** Spec, section 9: the default sign-up currency. */
export const preferredSignUpCurrency = 'TMT';

/**
 * The currency a sign-up form starts with: TMT when the brand offers it, else the first offered
 * one (the platform answers a 400 for a currency the brand does not list).
 */
export function defaultSignUpCurrency(offered: readonly string[]): string {
  if (offered.includes(preferredSignUpCurrency)) return preferredSignUpCurrency;
  return offered[0] ?? preferredSignUpCurrency;
}
