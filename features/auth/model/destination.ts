/** Where a signed-in player lands when nothing else is asked for (spec: root opens it). */
export const defaultDestination = '/slots/home';

/**
 * The page to return to after signing in on the auth route: the `from` page when it is a path
 * of this app (never another site, `//host` or the auth pages themselves), else the casino home.
 */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string') return defaultDestination;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return defaultDestination;
  }
  if (/^\/auth(\/|$|\?)/.test(from)) return defaultDestination;
  return from;
}

/** Spec, sections 2 and 4: after a restored password or a verified e-mail, the top events. */
export const afterRecoveryPath = '/line/top-events';
