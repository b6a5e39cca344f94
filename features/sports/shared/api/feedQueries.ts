import { useTranslation } from 'react-i18next';
import useSWR, { type SWRConfiguration } from 'swr';
import { useApi } from '../../../core/api/index.ts';
import type { QueryValue } from '../../../core/api/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import type { FeedItem } from './feedTypes.ts';

/** The short code the feed's `lang` takes (es, en, pt), from the interface language. */
export function useFeedLanguage(): string {
  const { i18n } = useTranslation();
  return shortLanguageCode(i18n.language || 'es-es');
}

/**
 * A GET of the feed whose answer depends on the language: the language is part of the cache key
 * and the query, so changing it refetches. `path` null waits (nothing to load yet).
 */
export function useFeedQuery<T>(
  path: string | null,
  query: Record<string, QueryValue> = {},
  config?: SWRConfiguration<T>,
) {
  const api = useApi();
  const lang = useFeedLanguage();
  const fullQuery = { ...query, lang };
  return useSWR<T>(
    path === null ? null : [path, JSON.stringify(fullQuery)],
    () => api.get<T>(path ?? '', { query: fullQuery }),
    { revalidateOnFocus: false, ...config },
  );
}

/** A list of events (line, live, top, tourney…) in the interface language. */
export function useFeedList(
  path: string | null,
  query: Record<string, QueryValue> = {},
  config?: SWRConfiguration<FeedItem[]>,
) {
  return useFeedQuery<FeedItem[]>(path, query, config);
}
