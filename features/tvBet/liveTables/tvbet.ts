import type { ApiClient } from '../../core/api/index.ts';
import { tvBetFrameSrc } from '../model/frameAddress.ts';
import { LiveTableError, type LiveTableProvider } from './types.ts';

interface GenTokenAnswer {
  token: string;
  client_id: string;
  expires_at: string;
}

/** A player's TV-bet token and this deployment's client id. */
export interface TvBetToken {
  token: string;
  clientId: string;
  /** ISO time; the token lasts one hour. */
  expiresAt: string;
}

/** GET /api/tvbet/GenToken (players only) → the token, client id and expiry. */
export async function fetchTvBetToken(api: ApiClient): Promise<TvBetToken> {
  const answer = await api.get<GenTokenAnswer>('/api/tvbet/GenToken');
  return { token: answer.token, clientId: answer.client_id, expiresAt: answer.expires_at };
}

/**
 * TV-bet as a live-tables entry: a fresh token, then the brand's frame address with the language,
 * client id and token. Its games have no ids of their own here, so a table is ignored. The /tv-bet
 * page embeds the same frame inside the app, which is usually the better place to send a player.
 */
export const tvbetTables: LiveTableProvider = {
  key: 'tvbet',
  async open(api: ApiClient, _tableId, context) {
    if (context.tvbetFrameUrl === undefined) throw new LiveTableError('not-configured');
    const { token, clientId } = await fetchTvBetToken(api);
    return tvBetFrameSrc(context.tvbetFrameUrl, context.appOrigin, {
      language: context.language,
      clientId,
      token,
    });
  },
};
