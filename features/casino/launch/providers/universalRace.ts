import type { SlotGame } from '../../shared/model/slotGame.ts';
import { partnerHeaders } from './partnerHeaders.ts';
import type { GameProvider } from './types.ts';

/**
 * The horse race (Universal Race). It is one game, and the lobby catalogue lists it; the session
 * call takes no game id, only the language and the partner headers.
 */
export const universalRaceProvider: GameProvider = {
  id: 'universalrace',
  async list(api, context) {
    const page = await api.get<{ games: SlotGame[] }>('/api/casino/games', {
      query: { routeProvider: 'universalrace', lang: context.shortLanguage },
    });
    return page.games;
  },
  async launch(api, _game, context) {
    const answer = await api.get<{ game_url: string }>('/api/universalrace/login', {
      query: { lang: context.shortLanguage },
      headers: partnerHeaders(context),
    });
    return answer.game_url;
  },
};
