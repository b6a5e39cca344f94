import { ApiError } from '../../../core/errors/index.ts';
import { fixturePlayer, type FixtureRoutes } from '../../../core/testing/index.ts';
import { fixtureGame, fixtureThumb } from '../../shared/testing/fixtures.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import type { EvolutionFeedEntry } from '../model/evolutionFeed.ts';
import type { EvolutionLiveTable } from '../providers/evolutionLive.ts';
import type { ProviderContext } from '../providers/types.ts';

/** A signed-in player's provider context in Spanish, as the app builds it for the demo brand. */
export const playerContext: ProviderContext = {
  language: 'es-ES',
  shortLanguage: 'es',
  player: fixturePlayer,
  partnerName: 'demo',
};

export const guestContext: ProviderContext = { ...playerContext, player: null };

/** The evolution live tables as /api/evo/games answers them. */
export const evoLiveTables: EvolutionLiveTable[] = [
  {
    id_game: '1800001',
    name: 'Live Azure Roulette',
    category: 'roulette',
    description: 'Ruleta en vivo.',
    image: fixtureThumb('Azure Roulette', 10),
  },
  {
    id_game: '1800002',
    name: 'Blackjack VIP',
    category: 'blackjack',
    description: 'Blackjack en vivo.',
    image: fixtureThumb('Blackjack VIP', 140),
  },
  {
    id_game: '1800003',
    name: 'Mega Wheel Ruby',
    category: 'game-show',
    description: 'Rueda en vivo.',
    image: fixtureThumb('Mega Wheel', 280),
  },
];

/** The same tables in the lobby catalogue, with their catalogue ids (200 + n). */
export const evoCatalogueTables: SlotGame[] = evoLiveTables.map((table, index) =>
  fixtureGame({
    id: 201 + index,
    gameId: table.id_game,
    gameName: table.name,
    provider: 'evolution',
    routeProvider: 'evolution',
    system: 'evolution',
    imageUrl: table.image,
    tab: ['live-casino'],
    isLiveGame: true,
  }),
);

/** Pragmatic live tables as /api/pragmatic/game_list?category=live answers them. */
export const pragmaticLiveGames: SlotGame[] = [
  fixtureGame({
    id: 301,
    gameId: '201',
    gameName: 'Speed Baccarat A',
    provider: 'pragmaticLive',
    tab: ['live-casino'],
    isLiveGame: true,
  }),
  fixtureGame({
    id: 302,
    gameId: '202',
    gameName: 'Live Grand Roulette',
    provider: 'pragmaticLive',
    tab: ['live-casino'],
    isLiveGame: true,
  }),
];

export function evolutionEntry(
  pageCode: string,
  overrides: Partial<EvolutionFeedEntry> = {},
): EvolutionFeedEntry {
  return {
    PageCode: pageCode,
    MerchantName: 'Evoplay',
    Trans: { en: `Game ${pageCode}`, es: `Juego ${pageCode}`, pt: `Jogo ${pageCode}` },
    Description: `Descripción ${pageCode}`,
    ImageURL: `/api/casino/thumb/evosw/${pageCode}.svg`,
    System: 'evoplay',
    ...overrides,
  };
}

/** The live casino page's calls: both tables lists, the catalogue and the favourites. */
export function liveTableRoutes(
  overrides: {
    evolution?: unknown;
    pragmatic?: unknown;
  } = {},
): FixtureRoutes {
  return {
    'GET /api/evo/games': overrides.evolution ?? evoLiveTables,
    'GET /api/casino/games': { games: evoCatalogueTables, total: 3, page: 1, pageSize: 100 },
    'GET /api/pragmatic/game_list': overrides.pragmatic ?? pragmaticLiveGames,
    'GET /api/favorite_slots/get_list': { favorite_slots: {} },
    // The page's third-party tables (the TV-bet feature's section): none in these fixtures.
    'GET /api/fiable/game_list': [],
  };
}

/** A failure as the API client throws it. */
export function serverFailure(httpStatus: number, codeStatus: number, serverMessage?: string) {
  return () => {
    throw new ApiError({ kind: 'server', httpStatus, codeStatus, serverMessage });
  };
}
