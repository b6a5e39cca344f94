import type { FixtureRoutes } from '../../../core/testing/index.ts';
import { favouriteKey, type SlotGame } from '../model/slotGame.ts';

/**
 * A thumbnail drawn in place (stories and tests have no network): the platform's 320 × 240
 * shape with the game's colour and name.
 */
export function fixtureThumb(name: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="hsl(${hue} 55% 38%)"/><text x="160" y="130" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A game in the platform's shape; override what a case needs. */
export function fixtureGame(overrides: Partial<SlotGame> & Pick<SlotGame, 'id'>): SlotGame {
  const gameName = overrides.gameName ?? `Game ${overrides.id}`;
  return {
    gameId: `game-${overrides.id}`,
    description: `${gameName}: a five-reel slot.`,
    gameName,
    provider: 'pragmatic',
    routeProvider: 'pragmatic',
    imageUrl: fixtureThumb(gameName, (overrides.id * 47) % 360),
    tab: ['slot-machines'],
    format: 'html5',
    system: 'pragmatic',
    technologyId: 'H5',
    isLiveGame: false,
    isDefault: false,
    path: null,
    billing: null,
    ...overrides,
  };
}

export const fixtureGames: readonly SlotGame[] = [
  fixtureGame({ id: 1, gameName: 'Gates of Luck', provider: 'pragmatic', tab: ['popular'] }),
  fixtureGame({ id: 2, gameName: 'Book of Dunes', provider: 'netent', routeProvider: 'outcome' }),
  fixtureGame({ id: 3, gameName: 'Fruit Fiesta', provider: 'amatic', routeProvider: 'outcome' }),
  fixtureGame({ id: 4, gameName: 'Royal Roulette', provider: 'egt', tab: ['roulette'] }),
  fixtureGame({
    id: 5,
    gameName: 'Lucky Sevens',
    provider: 'habanero',
    routeProvider: 'evolution',
  }),
  fixtureGame({ id: 6, gameName: 'Aviator X', provider: 'betsolutions', tab: ['crash'] }),
];

/** The favourites calls answering from an in-memory list (add and remove change it). */
export function favouriteRoutes(initial: readonly SlotGame[] = []): FixtureRoutes {
  const favourites = new Map(initial.map((game) => [favouriteKey(game), tagged(game)]));
  const answer = () => ({ favorite_slots: Object.fromEntries(favourites) });
  return {
    'GET /api/favorite_slots/get_list': answer,
    'POST /api/favorite_slots/add': ({ body }: { body: unknown }) => {
      const { slot } = body as { slot: SlotGame };
      favourites.set(favouriteKey(slot), tagged(slot));
      return answer();
    },
    'POST /api/favorite_slots/remove': ({ body }: { body: unknown }) => {
      favourites.delete((body as { id: string }).id);
      return answer();
    },
  };
}

function tagged(game: SlotGame): SlotGame {
  return game.tab.includes('favorite') ? game : { ...game, tab: [...game.tab, 'favorite'] };
}

/**
 * The jackpot block's calls, which every casino page makes beside its own: tests counting a
 * screen's requests leave them out.
 */
export function isJackpotCall(call: { path: string }): boolean {
  return (
    call.path.startsWith('/api/casino/jackpots') ||
    call.path === '/api/user/balance' ||
    call.path === '/api/user/jackpot_is_shown'
  );
}
