import type { ApiClient } from '../../../core/api/index.ts';
import type { InbetToken } from '../model/inbet.ts';

/** GET /api/inbet/get_token?game&lang (player): a one-hour token and the launcher's init values. */
export function fetchInbetToken(api: ApiClient, game: string, lang: string): Promise<InbetToken> {
  return api.get<InbetToken>('/api/inbet/get_token', { query: { game, lang } });
}
