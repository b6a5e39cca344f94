import useSWR from 'swr';
import { useApi } from '../api/ApiContext.ts';
import { useSession } from '../session/SessionContext.ts';
import type { SiteSettings } from './types.ts';

/**
 * The platform's settings for the player (limits, currencies, odds format, modal flags). The key
 * holds the signed-in player's id and the language, so settings reload when login flips or the
 * language changes (spec, section 4).
 */
export function useSettings(language: string): {
  settings: SiteSettings | undefined;
  error: unknown;
  isLoading: boolean;
} {
  const api = useApi();
  const { session } = useSession();
  const playerId = session.status === 'player' ? session.user.id : 0;
  const { data, error, isLoading } = useSWR<SiteSettings, Error>(
    session.status === 'checking' ? null : ['site/settings', playerId, language],
    () => api.get<SiteSettings>('/api/site/settings', { query: { lang: language } }),
  );
  return { settings: data, error, isLoading };
}
