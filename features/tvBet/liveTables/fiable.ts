import type { ApiClient } from '../../core/api/index.ts';
import { tableQuery, type LiveTableTokenAnswer } from './betgames.ts';
import { shortLanguage, type LiveTableProvider, type LiveTablesContext } from './types.ts';

/** One fiable table as GET /api/fiable/game_list answers it (names in the asked language). */
export interface FiableTable {
  id: string;
  name: string;
  category: string;
  categoryName: string;
  imageUrl: string;
  minBet: number;
  maxBet: number;
}

/** Fiable: GET /api/fiable/get_token?lang&game_id → its `game_url`. */
export const fiableTables: LiveTableProvider = {
  key: 'fiable',
  async open(api: ApiClient, tableId, context) {
    const answer = await api.get<LiveTableTokenAnswer>('/api/fiable/get_token', {
      query: tableQuery(tableId, context),
    });
    return answer.game_url;
  },
};

/**
 * GET /api/fiable/game_list?lang → the tables, with their tile images resolved against the
 * platform (a brand's API may live on another origin than the app).
 */
export async function listFiableTables(
  api: ApiClient,
  context: Pick<LiveTablesContext, 'language'>,
): Promise<FiableTable[]> {
  const tables = await api.get<FiableTable[]>('/api/fiable/game_list', {
    query: { lang: shortLanguage(context.language) },
  });
  return tables.map((table) => ({
    ...table,
    imageUrl: table.imageUrl.startsWith('/') ? api.url(table.imageUrl) : table.imageUrl,
  }));
}
