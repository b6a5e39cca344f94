import { describeError, type ErrorDescription } from '../../../core/errors/index.ts';
import { isSafeAppUrl, UnsafeUrlError } from './safeUrl.ts';

/** POST /api/casino/get_init_params {game_type: 0} (integrations README, section 7). */
export interface TwentyOneInit {
  token: string;
  betLimits?: { min?: number | null; max?: number | null } | null;
  balance: number;
  currency: string;
  userId: number;
  game_url: string;
}

/** Casino spec, section 9: twenty-one bets from 1 to 100 unless the platform says otherwise. */
export const DEFAULT_BET_LIMITS = { min: 1, max: 100 } as const;

/** Where the twenty-one page's "home" link brings the player back to. */
export const TWENTY_ONE_HOME_PATH = '/slots/main';

const limit = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The answer's bet limits, each one defaulting on its own when missing. */
export function betLimitsOf(init: Pick<TwentyOneInit, 'betLimits'>): { min: number; max: number } {
  return {
    min: limit(init.betLimits?.min, DEFAULT_BET_LIMITS.min),
    max: limit(init.betLimits?.max, DEFAULT_BET_LIMITS.max),
  };
}

/**
 * The external twenty-one page with the player's session in its query:
 * `game_url?balance&currency&token&min&max&userId&home`. `origin` is the app's (home is the
 * app's lobby). `game_url` must be a same-origin path or an http(s) address, otherwise
 * UnsafeUrlError; a path goes through `resolvePath` (where the platform serves it) first.
 */
export function twentyOneGameUrl(
  init: TwentyOneInit,
  {
    origin,
    resolvePath = (path) => path,
  }: { origin: string; resolvePath?: (path: string) => string },
): string {
  const gameUrl: unknown = init.game_url;
  if (typeof gameUrl !== 'string' || !isSafeAppUrl(gameUrl)) {
    throw new UnsafeUrlError(String(gameUrl));
  }
  const url = new URL(gameUrl.startsWith('/') ? resolvePath(gameUrl) : gameUrl, origin);
  const { min, max } = betLimitsOf(init);
  url.searchParams.set('balance', String(init.balance));
  url.searchParams.set('currency', init.currency);
  url.searchParams.set('token', init.token);
  url.searchParams.set('min', String(min));
  url.searchParams.set('max', String(max));
  url.searchParams.set('userId', String(init.userId));
  url.searchParams.set('home', `${origin}${TWENTY_ONE_HOME_PATH}`);
  return url.href;
}

/**
 * Casino spec, section 8: twenty-one failures show the server's own message. Known texts of the
 * catalogue come out translated; a failure without a message (no connection, a refused address)
 * gets the usual description, or the game-session notice.
 */
export function twentyOneFailure(error: unknown): ErrorDescription {
  if (error instanceof UnsafeUrlError) return { key: 'notice.errorSession' };
  return describeError(error, 'casino', { preferServerMessage: true });
}
