/** The two faces of /auth/{type} (spec, section 2). */
export type AuthPage = 'login' | 'registration';

/**
 * The face an /auth/{type} address shows, or where it redirects: /auth/sign-up is the old
 * address of registration, and an unknown type opens sign-in.
 */
export function authPageOf(pathname: string): { page: AuthPage } | { redirect: string } {
  const type = /^\/auth\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (type === 'login' || type === 'registration') return { page: type };
  if (type === 'sign-up') return { redirect: '/auth/registration' };
  return { redirect: '/auth/login' };
}
