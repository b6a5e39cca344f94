import type { ApiClient } from '../../../core/api/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';

/**
 * The unified catalogue (platform casino README, "Lobby"): every lobby list is one filtered,
 * paged call, so the screens never download a provider's whole feed.
 */

/** `all`, `best` (the six default games), `favorite` (signed in) or a tab value. */
export type CatalogueCategory = string;

/** What a list shows: a category, a provider (`''` for every one) and a search term. */
export interface GamesFilter {
  category: CatalogueCategory;
  provider: string;
  search: string;
}

/** One page of a list in a language (short code: es, en, pt). */
export interface GamesQuery extends GamesFilter {
  page: number;
  pageSize: number;
  lang: string;
}

export interface GamesPage {
  games: SlotGame[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** A provider of the catalogue with its display name and number of games. */
export interface ProviderSummary {
  provider: string;
  name: string;
  routeProviders: string[];
  gameCount: number;
}

/** Casino lists' page size (spec, section 9). */
export const PAGE_SIZE = 10;
/** The best-games block: the six default games. */
export const BEST_GAMES_COUNT = 6;

export function gamesQuery(
  filter: Partial<GamesFilter>,
  page: number,
  pageSize: number,
  language: string,
): GamesQuery {
  return {
    category: filter.category ?? 'all',
    provider: filter.provider ?? '',
    search: filter.search ?? '',
    page,
    pageSize,
    lang: shortLanguageCode(language),
  };
}

/** GET /api/casino/games: one page of a filtered list, most popular first. */
export function fetchGames(api: ApiClient, query: GamesQuery): Promise<GamesPage> {
  return api.get<GamesPage>('/api/casino/games', {
    query: {
      category: query.category,
      provider: query.provider || undefined,
      search: query.search || undefined,
      page: query.page,
      pageSize: query.pageSize,
      lang: query.lang,
    },
  });
}

/** GET /api/casino/providers: the providers with games (in a category), the spec's order first. */
export function fetchProviders(
  api: ApiClient,
  category?: CatalogueCategory,
): Promise<ProviderSummary[]> {
  return api.get<ProviderSummary[]>('/api/casino/providers', {
    query: { category: category && category !== 'all' ? category : undefined },
  });
}

/**
 * Who the lists are for: answers carry the player's favourites and bans, so a player's lists are
 * their own. While the session is checked the request goes out as a visitor (the same key the
 * host preloads at boot).
 */
export type Viewer = 'visitor' | number;

/** The SWR key of one page of a list; the fetcher reads the query from it. */
export function gamesKey(viewer: Viewer, query: GamesQuery) {
  return ['casino/games', viewer, query] as const;
}

export type GamesKey = ReturnType<typeof gamesKey>;

/**
 * The SWR key of the provider list. The language is in it although the call does not send it:
 * the client's Accept-Language does, and an operator's platform may name providers per language.
 */
export function providersKey(
  viewer: Viewer,
  language: string,
  category: CatalogueCategory = 'all',
) {
  return ['casino/providers', viewer, shortLanguageCode(language), category] as const;
}

export type ProvidersKey = ReturnType<typeof providersKey>;

/** A page with the filter it answers, so a list can tell a previous filter's page from its own. */
export interface ListedPage extends GamesPage {
  filter: GamesFilter;
}

/** The fetchers of those keys, shared by the hooks and the boot-time preload. */
export function gamesFetcher(api: ApiClient) {
  return ([, , query]: GamesKey): Promise<ListedPage> =>
    fetchGames(api, query).then((page) => ({
      ...page,
      filter: { category: query.category, provider: query.provider, search: query.search },
    }));
}

export function sameFilter(a: GamesFilter, b: GamesFilter): boolean {
  return a.category === b.category && a.provider === b.provider && a.search === b.search;
}

export function providersFetcher(api: ApiClient) {
  return ([, , , category]: ProvidersKey) => fetchProviders(api, category);
}
