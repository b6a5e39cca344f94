import type { Session } from '../../core/session/index.ts';

/**
 * What an auto-login link (`log`/`pas`, spec section 2) does, given who is signed in:
 * - `wait` until the auth check says who that is;
 * - `signIn` a guest;
 * - `drop` the link of the account already signed in (signing in again changes nothing);
 * - `ask` a player signed in to another account, who would otherwise be moved into it without
 *   noticing (their deposits then going to the link's owner).
 */
export type LinkSignInStep = 'wait' | 'signIn' | 'drop' | 'ask';

export function linkSignInStep(linkLogin: string, session: Session): LinkSignInStep {
  switch (session.status) {
    case 'checking':
      return 'wait';
    case 'guest':
      return 'signIn';
    case 'player':
      return isSameLogin(linkLogin, session.user.login) ? 'drop' : 'ask';
  }
}

/** Logins and e-mails are matched without case, as the platform matches them. */
export function isSameLogin(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}
