import { ApiError } from '../../../core/errors/index.ts';
import type { FixtureRequest, FixtureRoutes } from '../../../core/testing/index.ts';
import { favouriteKey, type SlotGame } from '../../shared/model/slotGame.ts';
import { favouriteRoutes } from '../../shared/testing/fixtures.ts';
import type { GamesPage } from '../api/catalogue.ts';
import { lobbyGames, providersOf } from './fixtures.ts';

/** A call that fails (HTTP 500 without a code) or never answers (a loading state). */
export type FixtureState = 'error' | 'loading';

export interface LobbyFixtureOptions {
  /** The catalogue. @default lobbyGames */
  games?: readonly SlotGame[];
  /** The signed-in player's favourites. @default [] */
  favourites?: readonly SlotGame[];
  /** Calls that fail or hang: every games list, the best games only, the providers, favourites. */
  state?: Partial<Record<'games' | 'best' | 'providers' | 'favourites', FixtureState>>;
}

const never = () => new Promise<never>(() => {});

function settle<T>(state: FixtureState | undefined, answer: () => T): T | Promise<never> {
  if (state === 'loading') return never();
  if (state === 'error') throw new ApiError({ kind: 'http', httpStatus: 500 });
  return answer();
}

function matches(game: SlotGame, query: FixtureRequest['query'], favourites: Set<string>) {
  const category = String(query.category ?? 'all');
  const provider = String(query.provider ?? '').toLowerCase();
  const search = String(query.search ?? '').toLowerCase();
  const inCategory =
    category === 'all' ||
    (category === 'best' && game.isDefault) ||
    (category === 'favorite' && favourites.has(favouriteKey(game))) ||
    game.tab.includes(category);
  return (
    inCategory &&
    (provider === '' || game.provider.toLowerCase() === provider) &&
    (search === '' || game.gameName.toLowerCase().includes(search))
  );
}

/**
 * The lobby's platform calls answered from a fixture catalogue, filtered and paged like
 * GET /api/casino/games, with the favourites calls of the shared fixtures (add and remove change
 * the list; listed games carry the `favorite` tab, as for a signed-in player).
 */
export function lobbyRoutes({
  games = lobbyGames,
  favourites = [],
  state = {},
}: LobbyFixtureOptions = {}): FixtureRoutes {
  const favouriteCalls = favouriteRoutes(favourites);
  const listFavourites = favouriteCalls['GET /api/favorite_slots/get_list'] as () => {
    favorite_slots: Record<string, SlotGame>;
  };
  return {
    ...favouriteCalls,
    'GET /api/favorite_slots/get_list': () => settle(state.favourites, listFavourites),
    'GET /api/casino/games': ({ query }: FixtureRequest) =>
      settle(query.category === 'best' ? (state.best ?? state.games) : state.games, () => {
        const held = new Set(Object.keys(listFavourites().favorite_slots));
        const page = Number(query.page ?? 1);
        const pageSize = Number(query.pageSize ?? 10);
        const found = games
          .filter((game) => matches(game, query, held))
          .map((game) =>
            held.has(favouriteKey(game)) ? { ...game, tab: [...game.tab, 'favorite'] } : game,
          );
        const answer: GamesPage = {
          games: found.slice((page - 1) * pageSize, page * pageSize),
          total: found.length,
          page,
          pageSize,
          pageCount: Math.ceil(found.length / pageSize),
        };
        return answer;
      }),
    'GET /api/casino/providers': () => settle(state.providers, () => providersOf(games)),
  };
}
