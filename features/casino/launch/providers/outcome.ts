import type { ApiClient } from '../../../core/api/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import { feedGame, type GameProvider, type GameRef, type ProviderContext } from './types.ts';

/** One game of GET /api/outcome/games/list. */
export interface OutcomeFeedGame {
  Id: number;
  Name: string;
  Description: string;
  Format: string;
  SectionId: number;
}

interface OutcomeList {
  Games: OutcomeFeedGame[];
  Sections: Array<{ Id: number; Name: string }>;
}

/** The lobby category of each outcome section (1 slots … 6 races). */
export const OUTCOME_SECTION_TABS: Readonly<Record<number, string>> = {
  1: 'slot-machines',
  2: 'card-games',
  3: 'roulette',
  4: 'crash',
  5: 'live-casino',
  6: 'horse-races',
};
const LIVE_SECTION = 5;

/** Flash games cannot run on a phone: the feed has them, the client drops them (spec, 7). */
export const isFlash = (game: Pick<OutcomeFeedGame, 'Format'>) =>
  game.Format.trim().toLowerCase() === 'flash';

export function outcomeGame(api: ApiClient, game: OutcomeFeedGame): SlotGame {
  const gameId = String(game.Id);
  const tab = OUTCOME_SECTION_TABS[game.SectionId];
  return feedGame({
    gameId,
    gameName: game.Name,
    description: game.Description,
    // The feed names no studio; its games are the outcome aggregator's.
    provider: 'outcome',
    routeProvider: 'outcome',
    // The feed has no art either: the platform draws a thumbnail per provider id.
    imageUrl: api.url(`/api/casino/thumb/${encodeURIComponent(gameId)}.svg`),
    tab: tab ? [tab] : [],
    format: game.Format,
    system: 'outcome',
    isLiveGame: game.SectionId === LIVE_SECTION,
  });
}

/** The outcome aggregator (players only, its list included). */
export const outcomeProvider: GameProvider = {
  id: 'outcome',
  async list(api, context: ProviderContext) {
    const answer = await api.get<OutcomeList>('/api/outcome/games/list', {
      query: { lang: context.shortLanguage },
    });
    return answer.Games.filter((game) => !isFlash(game)).map((game) => outcomeGame(api, game));
  },
  async launch(api, game: GameRef, context) {
    // The session call takes the numeric id as a number (a digit string is accepted too).
    const numeric = /^\d+$/.test(game.gameId) ? Number(game.gameId) : game.gameId;
    const answer = await api.post<{ SessionUrl: string }>('/api/outcome/session/create', {
      game_id: numeric,
      lang: context.shortLanguage,
    });
    return answer.SessionUrl;
  },
};
