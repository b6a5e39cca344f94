import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { useFeedLanguage } from '../../shared/api/feedQueries.ts';
import { DEFAULT_LIVE_MS } from '../../shared/live/livePolling.ts';
import { isRetryableLoadError } from '../../event/model/retry.ts';
import type { SearchMode } from '../model/searchText.ts';

/** `POST /api/remote/SearchFullByCulture`: up to 100 events (live first, then line), main markets. */
export const SEARCH_FULL_PATH = '/api/remote/SearchFullByCulture';

/**
 * The events matching a text in the interface language; `null` text asks nothing. Line and live
 * share the answer (one cache entry per text and language); live search refreshes it at the
 * brand's live interval so scores and prices move.
 */
export function useSearchEvents(text: string | null, mode: SearchMode) {
  const api = useApi();
  const lang = useFeedLanguage();
  const liveMs = useBrand().polling?.liveMs ?? DEFAULT_LIVE_MS;
  return useSWR<FeedItem[], unknown>(
    text === null ? null : ['search-full', lang, text],
    () => api.post<FeedItem[]>(SEARCH_FULL_PATH, { culture: lang, searchText: text }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: isRetryableLoadError,
      refreshInterval: mode === 'live' ? liveMs : 0,
      refreshWhenHidden: false,
    },
  );
}
