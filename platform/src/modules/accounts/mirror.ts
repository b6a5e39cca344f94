import type { UserRow } from '../../auth/currentUser.ts';
import { authCodes } from './authCodes.ts';
import { encodeCredential } from './credentialsCodec.ts';

/**
 * Accounts of the "mirror" site: the platform knows them but the player must use the other
 * site, so the universal login and the balance answer auth code 20 with a redirect there.
 */
export const mirrorEmailDomain = 'mirror.demo.test';
export const mirrorSiteUrl = 'https://mirror.example/';

export const isMirrorAccount = (user: UserRow): boolean =>
  user.email?.toLowerCase().endsWith(`@${mirrorEmailDomain}`) ?? false;

/** The mirror's address with the credentials the player typed, for its automatic login. */
export function mirrorRedirect(login?: string, password?: string): string {
  if (login === undefined || password === undefined) return mirrorSiteUrl;
  const query = new URLSearchParams({
    log: encodeCredential(login),
    pas: encodeCredential(password),
  });
  return `${mirrorSiteUrl}?${query.toString()}`;
}

/** The code-20 answer: an envelope that fails but carries where to go. */
export const redirectEnvelope = (redirect: string) => ({
  success: false,
  data: { redirect },
  errorMessage: 'The account belongs to another site',
  codeStatus: authCodes.redirect,
});
