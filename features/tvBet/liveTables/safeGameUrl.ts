import type { ApiClient } from '../../core/api/index.ts';

/**
 * Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\t/x` or `/\x` would
 * become the protocol-relative `//x`: a control character, a space or a backslash disqualifies
 * an app path.
 */
function hasUnsafeCharacter(path: string): boolean {
  return [...path].some((character) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || code === 0x7f || character === '\\';
  });
}

/**
 * The address to navigate to for a `game_url` from an API answer, or null when it must not be
 * followed (integrations brief): only a path of the platform (`/x`, not `//x`), resolved against
 * the API's base, or an http(s) URL. Anything else (`javascript:`, `data:`, `//host`) is refused.
 */
export function safeGameUrl(api: Pick<ApiClient, 'url'>, gameUrl: string): string | null {
  if (gameUrl.startsWith('/')) {
    if (gameUrl.startsWith('//') || hasUnsafeCharacter(gameUrl)) return null;
    return api.url(gameUrl);
  }
  try {
    const address = new URL(gameUrl);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}
