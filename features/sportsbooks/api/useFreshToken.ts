import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SportsbookToken } from './tokens.ts';

export interface FreshTokenOptions {
  /** Renews the token this often while the page is open (0: never). @default 0 */
  refreshMs?: number;
}

/**
 * A sportsbook token fetched for one page visit and one key (player, section…): `key` null
 * (a guest) asks nothing. Each token goes into a frame address, so a new token reloads the frame;
 * the options keep that to the moments it is needed:
 * - no renewal on window focus or reconnect (each would reload the frame for nothing);
 * - renewal on the interval even in a hidden tab, so a player coming back never holds an
 *   expired token;
 * - the cached token is dropped when the key changes or the page closes, so the next visit asks
 *   for a fresh one instead of framing a stale token and then reloading with the new one.
 */
export function useFreshToken(
  key: string | null,
  fetchToken: () => Promise<SportsbookToken>,
  { refreshMs = 0 }: FreshTokenOptions = {},
) {
  const { cache } = useSWRConfig();
  const result = useSWR<SportsbookToken, unknown>(key, fetchToken, {
    refreshInterval: refreshMs,
    refreshWhenHidden: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // The page shows the failure with a retry; silent retries would only delay it.
    shouldRetryOnError: false,
  });
  useEffect(() => {
    if (key === null) return;
    // Straight from the cache (a string key is its own cache key): by now nothing shows it, and
    // the whole cache may be going away with the page.
    return () => cache.delete(key);
  }, [key, cache]);
  return result;
}
