import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useApi } from '../../../core/api/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useSession } from '../../../core/session/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import {
  gamesFetcher,
  gamesKey,
  gamesQuery,
  PAGE_SIZE,
  providersFetcher,
  providersKey,
  sameFilter,
  type GamesFilter,
  type ListedPage,
  type ProviderSummary,
  type Viewer,
} from './catalogue.ts';

/** Who the lists are for and in which language (short code), from the session and i18n. */
export function useLobbyViewer(): { viewer: Viewer; player: boolean; language: string } {
  const { session } = useSession();
  const { i18n } = useTranslation();
  const player = session.status === 'player';
  return {
    viewer: player ? session.user.id : 'visitor',
    player,
    language: shortLanguageCode(i18n.language),
  };
}

/**
 * Lists keep what they show while a new viewer's or language's answer loads (no skeleton flash
 * when the session check ends), and a guest's loaded lists are not fetched again (spec, section 4).
 */
function listOptions(player: boolean): SWRConfiguration {
  return player
    ? { keepPreviousData: true }
    : {
        keepPreviousData: true,
        revalidateIfStale: false,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
      };
}

/** A list as the views take it. */
export interface GameList {
  status: 'loading' | 'error' | 'ready';
  games: readonly SlotGame[];
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/** One page of a list: the best games, a provider block. */
export function useGamesPage(
  filter: Partial<GamesFilter>,
  pageSize: number,
  enabled = true,
): GameList {
  const api = useApi();
  const { viewer, player, language } = useLobbyViewer();
  const fetcher = useMemo(() => gamesFetcher(api), [api]);
  const key = enabled ? gamesKey(viewer, gamesQuery(filter, 1, pageSize, language)) : null;
  const { data, error, isValidating, mutate } = useSWR<ListedPage, unknown>(
    key,
    fetcher,
    listOptions(player),
  );
  return {
    status: data ? 'ready' : error ? 'error' : 'loading',
    games: data?.games ?? [],
    error,
    retry: () => void mutate(),
    retrying: isValidating,
  };
}

/** A list shown page by page ("show more"). */
export interface PagedGameList extends GameList {
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page failed; what was loaded stays on screen. */
  moreError: unknown;
  loadMore: () => void;
}

/** A whole category, provider or search, ten games a page (spec, section 9). */
export function usePagedGames(filter: GamesFilter, enabled = true): PagedGameList {
  const api = useApi();
  const { viewer, player, language } = useLobbyViewer();
  const fetcher = useMemo(() => gamesFetcher(api), [api]);
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<ListedPage, unknown>(
    (index, previous: ListedPage | null) => {
      if (!enabled || (previous && previous.page >= previous.pageCount)) return null;
      return gamesKey(viewer, gamesQuery(filter, index + 1, PAGE_SIZE, language));
    },
    fetcher,
    // Paging on does not fetch page one again.
    { ...listOptions(player), revalidateFirstPage: false },
  );
  // A previous filter's pages (kept while a new viewer's load) are not this list's.
  const own = data?.[0] && sameFilter(data[0].filter, filter) ? data : undefined;
  const last = own?.at(-1);
  const loadingMore = own !== undefined && size > own.length && !error;
  return {
    status: own ? 'ready' : error ? 'error' : 'loading',
    games: own?.flatMap((page) => page.games) ?? [],
    total: last?.total ?? 0,
    hasMore: last !== undefined && last.page < last.pageCount,
    loadingMore,
    moreError: own ? error : undefined,
    error,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
    retrying: isValidating,
  };
}

/** The providers with games, the spec's filter list order first. */
export function useProviders(): {
  status: 'loading' | 'error' | 'ready';
  providers: readonly ProviderSummary[] | undefined;
  error: unknown;
  retry: () => void;
  retrying: boolean;
} {
  const api = useApi();
  const { viewer, player, language } = useLobbyViewer();
  const fetcher = useMemo(() => providersFetcher(api), [api]);
  const { data, error, isValidating, mutate } = useSWR<ProviderSummary[], unknown>(
    providersKey(viewer, language),
    fetcher,
    listOptions(player),
  );
  return {
    status: data ? 'ready' : error ? 'error' : 'loading',
    providers: data,
    error,
    retry: () => void mutate(),
    retrying: isValidating,
  };
}
