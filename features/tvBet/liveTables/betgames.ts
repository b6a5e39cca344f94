import type { ApiClient } from '../../core/api/index.ts';
import { shortLanguage, type LiveTableProvider, type LiveTablesContext } from './types.ts';

/** A live-table token answer: betgames and fiable (integrations README, section 4). */
export interface LiveTableTokenAnswer {
  token: string;
  expires_at: string;
  game_url: string;
}

/** `lang` always; `game_id` only for a table (without it the answer opens the lobby). */
export function tableQuery(tableId: string | undefined, context: LiveTablesContext) {
  const lang = shortLanguage(context.language);
  return tableId === undefined ? { lang } : { lang, game_id: tableId };
}

/** Betgames: GET /api/betgames/GetUserTokenBetgames?lang&game_id → its `game_url`. */
export const betgamesTables: LiveTableProvider = {
  key: 'betgames',
  async open(api: ApiClient, tableId, context) {
    const answer = await api.get<LiveTableTokenAnswer>('/api/betgames/GetUserTokenBetgames', {
      query: tableQuery(tableId, context),
    });
    return answer.game_url;
  },
};
