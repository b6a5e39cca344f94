import type { ApiClient } from '../../../core/api/index.ts';
import { UnsupportedLaunchError, type ProviderContext } from './types.ts';

/** A live-casino frame table: its id and category, which both calls need. */
export interface LiveCasinoTable {
  tableId: string;
  category: string;
}

type SessionAnswer =
  { type: 'frame'; frame_url: string } | { type: 'script'; [key: string]: unknown };

const tableQuery = (table: LiveCasinoTable, context: ProviderContext) => ({
  table_id: table.tableId,
  category: table.category,
  language: context.language,
});

/**
 * The live-casino frame (integrations README, "Live-casino frame"; players only). The platform
 * has no list call for these tables, so they have no tiles and no route provider yet: these calls
 * are ready for when they do.
 */
export const liveCasinoFrame = {
  /** GET /api/live_casino/game_url → the provider's lobby link, opened at the table. */
  async lobbyLink(api: ApiClient, table: LiveCasinoTable, context: ProviderContext) {
    const answer = await api.get<{ game_lobby_link: string }>('/api/live_casino/game_url', {
      query: tableQuery(table, context),
    });
    return answer.game_lobby_link;
  },

  /**
   * POST /api/live_casino/session/start → the frame's address. A real provider may answer with a
   * script to load instead; the app cannot run one, and says so rather than opening nothing.
   */
  async startSession(api: ApiClient, table: LiveCasinoTable, context: ProviderContext) {
    const answer = await api.post<SessionAnswer>(
      '/api/live_casino/session/start',
      tableQuery(table, context),
    );
    if (answer.type !== 'frame') throw new UnsupportedLaunchError(answer.type);
    return answer.frame_url;
  },
};
