import type { ApiClient } from '../../core/api/index.ts';

/** A sportsbook token as the frames take it. It lasts one hour (integrations README). */
export interface SportsbookToken {
  token: string;
  /** ISO time the platform stops accepting it. */
  expiresAt: string;
}

interface RawToken {
  token: string;
  expires_at: string;
}

function toToken(raw: RawToken): SportsbookToken {
  return { token: raw.token, expiresAt: raw.expires_at };
}

/**
 * One embedded sportsbook's token call, beside the casino's provider adapters: the exact request
 * and the transform of its answer. Both are player calls (guests get 401 code 1, so the screens
 * never make them for a guest).
 */
export interface SportsbookTokenProvider<Context> {
  /** The provider key whose ban redirects its pages (brand schema). */
  provider: 'bc' | 'digitain';
  fetchToken: (api: ApiClient, context: Context) => Promise<SportsbookToken>;
}

/** POST /api/sportsbook/bc/token: the session cookie says who plays; the body is empty. */
export const bcTokenProvider: SportsbookTokenProvider<void> = {
  provider: 'bc',
  fetchToken: (api) => api.post<RawToken>('/api/sportsbook/bc/token', {}).then(toToken),
};

/**
 * GET /api/digitain/front/token with the project name (this deployment's brand id) in
 * `x-partner-name`; the http-only session cookie rides along by itself.
 */
export const digitainTokenProvider: SportsbookTokenProvider<{ partnerName: string }> = {
  provider: 'digitain',
  fetchToken: (api, { partnerName }) =>
    api
      .get<RawToken & { partner: string }>('/api/digitain/front/token', {
        headers: { 'x-partner-name': partnerName },
      })
      .then(toToken),
};
