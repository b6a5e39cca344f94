import type { ApiClient } from '../../core/api/index.ts';
import { LiveTableError, type LiveTableProvider } from './types.ts';

interface EzugiToken {
  token: string;
  operatorId: number | string;
  expires_at: string;
}

interface LiveTablesAuth {
  game_url: string;
  language: string;
}

/**
 * Ezugi, in two calls (integrations README, section 4): GET /api/for_ezugi/get_token gives a
 * token and the operator id, then the live-tables auth call
 * GET /api/live_tables/auth?token&operatorId&language&selectGame gives the table's `game_url`.
 * Ezugi has no lobby: a table is required.
 */
export const ezugiTables: LiveTableProvider = {
  key: 'ezugi',
  async open(api: ApiClient, tableId, context) {
    if (tableId === undefined) throw new LiveTableError('table-required');
    const { token, operatorId } = await api.get<EzugiToken>('/api/for_ezugi/get_token');
    const auth = await api.get<LiveTablesAuth>('/api/live_tables/auth', {
      query: { token, operatorId, language: context.language, selectGame: tableId },
    });
    return auth.game_url;
  },
};
