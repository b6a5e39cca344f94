/** What the TV-bet frame's address carries (integrations README, section 3). */
export interface TvBetFrameQuery {
  /** The interface language (any form: `es-ES`, `en`); the frame takes its first two letters. */
  language: string;
  /** The deployment's client id from GenToken; a guest has none. */
  clientId?: string;
  /** The player's token from GenToken; a guest has none. */
  token?: string;
}

/** The spec's `lng`: the first two letters of the interface language (spec, section 2). */
export function frameLanguage(language: string): string {
  return language.slice(0, 2).toLowerCase();
}

/**
 * The frame's address from the brand's `frameUrl` (a path on the app's origin or an https URL),
 * with the query set through `searchParams` so no value can break out of its parameter.
 */
export function tvBetFrameSrc(frameUrl: string, appOrigin: string, query: TvBetFrameQuery): string {
  const address = new URL(frameUrl, appOrigin);
  address.searchParams.set('lng', frameLanguage(query.language));
  if (query.clientId !== undefined) address.searchParams.set('clientId', query.clientId);
  if (query.token !== undefined) address.searchParams.set('token', query.token);
  return address.href;
}

/**
 * The origin the frame's messages must come from and ours must go to, or null when it has none a
 * message could be checked against (an opaque origin such as `about:` or `data:`): such a frame
 * is shown but never talked to.
 */
export function frameOrigin(frameUrl: string, appOrigin: string): string | null {
  try {
    const { origin, protocol } = new URL(frameUrl, appOrigin);
    return origin !== 'null' && (protocol === 'https:' || protocol === 'http:') ? origin : null;
  } catch {
    return null;
  }
}
