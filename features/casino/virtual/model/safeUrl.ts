/**
 * Addresses that come from an API answer (golden race `url`, bet-radar `game_url`) are followed
 * only when they are a path on the platform (`/x`, never `//x` or `/\x`, which browsers read as
 * another host) or an http(s) URL (integrations brief). Anything else (`javascript:`, `data:`,
 * a relative name) is a failed launch, never a navigation.
 */
export function isSafeGameUrl(url: string): boolean {
  // Control characters and spaces are stripped or normalised by URL parsers: refuse them
  // outright rather than reason about what a browser makes of them.
  // eslint-disable-next-line no-control-regex
  if (url.length === 0 || /[\u0000-\u0020\u007f\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A game address the app refused to follow (see isSafeGameUrl). */
export class UnsafeGameUrlError extends Error {
  override readonly name = 'UnsafeGameUrlError';

  constructor(readonly url: string) {
    super('The game address is neither a platform path nor an http(s) URL');
  }
}

/**
 * The address to send the browser to: a platform path is resolved by `resolvePath` (the API
 * client's `url`, since a brand's API may live on another origin); an unsafe one throws.
 */
export function gameDestination(url: string, resolvePath: (path: string) => string): string {
  if (!isSafeGameUrl(url)) throw new UnsafeGameUrlError(url);
  return url.startsWith('/') ? resolvePath(url) : url;
}
