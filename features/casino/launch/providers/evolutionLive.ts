import type { ApiClient } from '../../../core/api/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import { openEvolutionFrame } from './evolution.ts';
import { feedGame, type GameProvider, type ProviderContext } from './types.ts';

/** One table of GET /api/evo/games. */
export interface EvolutionLiveTable {
  id_game: string;
  name: string;
  category: string;
  description: string;
  image: string;
}

interface CataloguePage {
  games: SlotGame[];
}

/**
 * A table as a Slot game, with its catalogue id. The catalogue's `favorite` tab is not copied: the
 * player's favourites list decides the star, and it follows every toggle where a cached list
 * would not.
 */
export function evolutionLiveGame(table: EvolutionLiveTable, catalogueId: number): SlotGame {
  return feedGame({
    id: catalogueId,
    gameId: table.id_game,
    gameName: table.name,
    description: table.description,
    provider: 'evolution',
    routeProvider: 'evolution',
    imageUrl: table.image,
    tab: ['live-casino', table.category],
    system: 'evolution',
    isLiveGame: true,
  });
}

/**
 * The evolution live tables (guests may list them). /api/evo/games names each table's category
 * but not its catalogue id, which favourites need (the tiles carry a star); the lobby catalogue
 * call for the same tables, made at the same time, supplies it. A table the catalogue does not
 * list is left out: it could be neither favourited nor found in the lobby.
 */
export const evolutionLiveProvider: GameProvider = {
  id: 'evolution',
  async list(api: ApiClient, context: ProviderContext) {
    const [tables, catalogue] = await Promise.all([
      api.get<EvolutionLiveTable[]>('/api/evo/games', { query: { lang: context.shortLanguage } }),
      api.get<CataloguePage>('/api/casino/games', {
        query: {
          routeProvider: 'evolution',
          category: 'live-casino',
          pageSize: 100,
          lang: context.shortLanguage,
        },
      }),
    ]);
    const catalogueIds = new Map(catalogue.games.map((game) => [game.gameId, game.id]));
    return tables.flatMap((table) => {
      const id = catalogueIds.get(table.id_game);
      return id === undefined ? [] : [evolutionLiveGame(table, id)];
    });
  },
  launch: (api, game, context) => openEvolutionFrame(api, { ...game, isLiveGame: true }, context),
};
