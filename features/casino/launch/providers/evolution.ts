import type { ApiClient } from '../../../core/api/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import {
  evolutionLobbyFeed,
  evolutionTab,
  type EvolutionFeedEntry,
} from '../model/evolutionFeed.ts';
import { feedGame, type GameProvider, type GameRef, type ProviderContext } from './types.ts';

/** The softgaming slots feed's game type; live tables are `live`. */
export const SOFTGAMING_SLOTS = 'softgaming-slots';
export const LIVE_GAME_TYPE = 'live';

export function evolutionGame(entry: EvolutionFeedEntry, context: ProviderContext): SlotGame {
  return feedGame({
    gameId: entry.PageCode,
    gameName: entry.Trans[context.shortLanguage] ?? entry.Trans.en ?? entry.PageCode,
    description: entry.Description ?? '',
    // The merchant's code (`evoplay`, `habanero`…): the studio of an aggregator's game.
    provider: entry.System,
    routeProvider: 'evolution',
    imageUrl: entry.ImageURL,
    tab: [evolutionTab(entry.MerchantName)],
    system: entry.System,
  });
}

/**
 * The game type to ask for, when the caller knows it. The game page knows only the page id; the
 * platform then finds the page among slots and tables alike, so it is left out rather than guessed.
 */
function gameTypeOf(game: GameRef): string | undefined {
  if (game.isLiveGame === true || game.tab?.includes('live-casino')) return LIVE_GAME_TYPE;
  if (game.isLiveGame === false) return SOFTGAMING_SLOTS;
  return undefined;
}

/**
 * One launch for every evolution game, slot or live table: GET /api/evolution/open_frame. It is
 * preferred to POST /api/evo/login, which opens live tables only: /slots/evolution/{id} must
 * open both, and the page cannot tell which one an id is.
 */
export async function openEvolutionFrame(
  api: ApiClient,
  game: GameRef,
  context: ProviderContext,
): Promise<string> {
  const gameType = gameTypeOf(game);
  const answer = await api.get<{ launch_url: string }>('/api/evolution/open_frame', {
    query: {
      page_id: game.gameId,
      language: context.language,
      // A live table's system is the provider's own; only a slot's merchant code narrows the page.
      system: gameType === SOFTGAMING_SLOTS ? game.system : undefined,
      game_type: gameType,
    },
  });
  return answer.launch_url;
}

/** The evolution aggregator's softgaming slots (guests may list them). */
export const evolutionProvider: GameProvider = {
  id: 'evolution',
  async list(api, context) {
    const feed = await api.get<EvolutionFeedEntry[]>('/api/evolution/get_game_list', {
      query: { game_type: SOFTGAMING_SLOTS, lang: context.shortLanguage },
    });
    return evolutionLobbyFeed(feed).map((entry) => evolutionGame(entry, context));
  },
  launch: openEvolutionFrame,
};
