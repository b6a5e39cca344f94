import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useSession } from '../../../core/session/index.ts';
import type { SiteSettings } from '../../../core/settings/index.ts';

export const settingsPath = '/api/site/settings';

/**
 * The site settings (GET /api/site/settings?lang), for their `limits.bonus` and `currency`: the
 * player's currency, or the brand default for a guest. Same key and request as core's
 * `useSettings`, so both read one cache entry and one request; this hook exists because the
 * bonuses page needs `mutate` and `isValidating` for its retry, which `useSettings` does not give.
 */
export function useBonusSettings(language: string) {
  const api = useApi();
  const { session } = useSession();
  const playerId = session.status === 'player' ? session.user.id : 0;
  return useSWR<SiteSettings, Error>(
    session.status === 'checking' ? null : ['site/settings', playerId, language],
    () => api.get<SiteSettings>(settingsPath, { query: { lang: language } }),
  );
}
