/** What a single sign-in or recovery field holds (spec, section 5). */
export type LoginKind = 'phone' | 'email';

/**
 * Spec, section 5: a login with neither '@' nor '.' is a phone number, otherwise an e-mail. The
 * platform applies the same rule to the universal login and to password recovery.
 */
export function loginKind(login: string): LoginKind {
  const trimmed = login.trim();
  return trimmed.includes('@') || trimmed.includes('.') ? 'email' : 'phone';
}
