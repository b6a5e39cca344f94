import type { ApiClient } from '../../../core/api/index.ts';
import { primeRequest } from '../../../core/api/prime.ts';
import { categoryFromSearch } from '../model/categories.ts';
import { expectedFirstProviders, PROVIDER_BLOCKS } from '../model/providerPaging.ts';
import {
  BEST_GAMES_COUNT,
  gamesFetcher,
  gamesKey,
  gamesQuery,
  PAGE_SIZE,
  providersFetcher,
  providersKey,
  type GamesKey,
  type ProvidersKey,
} from './catalogue.ts';

/** The best-games block's filter (the six default games). */
export const BEST_GAMES_FILTER = { category: 'best' } as const;

/** A provider block's filter: every category of one provider. */
export function providerBlockFilter(provider: string) {
  return { category: 'all', provider } as const;
}

/**
 * The keys of the home's first screenful for an address query (`?sC=…`) before the session is
 * known: the best games, then either the chosen category's first page or the provider list and
 * the first two provider blocks. A favourites filter waits for the session (a guest has none).
 */
export function casinoHomeKeys(
  language: string,
  search: string | URLSearchParams,
): { games: GamesKey[]; providers: ProvidersKey[] } {
  const category = categoryFromSearch(new URLSearchParams(search), true);
  const best = gamesKey('visitor', gamesQuery(BEST_GAMES_FILTER, 1, BEST_GAMES_COUNT, language));
  if (category === 'favorite') return { games: [best], providers: [] };
  if (category !== 'all') {
    return {
      games: [best, gamesKey('visitor', gamesQuery({ category }, 1, PAGE_SIZE, language))],
      providers: [],
    };
  }
  const blocks = expectedFirstProviders().map((provider) =>
    gamesKey(
      'visitor',
      gamesQuery(providerBlockFilter(provider), 1, PROVIDER_BLOCKS.gamesPerBlock, language),
    ),
  );
  return { games: [best, ...blocks], providers: [providersKey('visitor', language)] };
}

/**
 * Starts the casino home's first requests at boot, beside the screen's chunk (the landing page
 * of the product): the screen's hooks then pick up these very requests instead of starting their
 * own. `language` is the interface language (`es-ES` or `es`); `search` the address query
 * (`?sC=popular`, or the host's FirstPage `search`).
 */
export function preloadCasinoHome(
  api: ApiClient,
  language: string,
  search: string | URLSearchParams,
): Promise<unknown> {
  const keys = casinoHomeKeys(language, search);
  const games = gamesFetcher(api);
  const providers = providersFetcher(api);
  return Promise.all([
    ...keys.games.map((key) => primeRequest(key, games)),
    ...keys.providers.map((key) => primeRequest(key, providers)),
  ]);
}
