import { describeError, isApiError } from '../../core/errors/index.ts';
import type { NoticeMessage } from '../../core/notifications/index.ts';
import { LiveTableError } from '../liveTables/types.ts';
import { TV_BET_NAMESPACE } from './namespace.ts';

const own = (key: string): NoticeMessage => ({ key, ns: TV_BET_NAMESPACE });

/** The game-session failure of the spec's catalogue (casino spec, section 8: errorSession). */
const sessionFailed: NoticeMessage = { key: 'notice.errorSession' };

/**
 * What a player reads when a token call (GenToken, a live-table token) or the game it opens fails,
 * scope 'casino':
 * - no connection, signed out meanwhile (401), the platform down (5xx) → the catalogue's message;
 * - 403 → the provider is not available to this player (a ban: HTTP 403, codeStatus 404);
 * - "not allowed to place bets" (another role) and other texts the spec quotes → their message;
 * - any other 404 → no such table; 501 → insufficient funds;
 * - an address that must not be followed, or anything else → errorSession.
 */
export function integrationFailureMessage(error: unknown): NoticeMessage {
  if (error instanceof LiveTableError) {
    return error.problem === 'not-configured' ? own('unavailable.description') : sessionFailed;
  }
  if (!isApiError(error)) return sessionFailed;
  const description = describeError(error, 'casino');
  const catalogueKey = 'key' in description ? description.key : undefined;
  if (
    error.kind === 'network' ||
    error.kind === 'aborted' ||
    error.httpStatus === 401 ||
    catalogueKey === 'general.unavailable'
  ) {
    return description;
  }
  if (error.httpStatus === 403 || error.codeStatus === 403) return own('error.providerUnavailable');
  if (catalogueKey?.startsWith('casino.')) return description;
  if (error.httpStatus === 404 || error.codeStatus === 404) return own('error.tableNotFound');
  if (error.codeStatus === 501 || error.httpStatus === 429) return description;
  return sessionFailed;
}
