import { describeError, isApiError } from '../../../core/errors/index.ts';
import type { NoticeMessage } from '../../../core/notifications/index.ts';
import { UnsupportedLaunchError } from '../providers/types.ts';

/** This sub-area's i18n namespace. */
export const LAUNCH_NAMESPACE = 'casinoLaunch';

const own = (key: string): NoticeMessage => ({ key, ns: LAUNCH_NAMESPACE });

/** The game-session failure of the spec's catalogue (casino spec, section 8: errorSession). */
const sessionFailed: NoticeMessage = { key: 'notice.errorSession' };

/**
 * What a player reads when a game does not start. The spec's errorSession, except where the
 * platform said something the player can act on:
 * - 401 (signed out meanwhile) → please sign in; no connection → check the connection;
 * - 403 → this provider is not available (a ban: casino answers 403/403, integrations 403/404);
 * - 404 → not allowed to play (another role: "not allowed to place bets") or no such game;
 * - 501 → insufficient funds; a text the spec quotes ("No se puede abrir la ranura") → its message;
 * - a `script` live-casino session → unsupported.
 */
export function launchFailureMessage(error: unknown): NoticeMessage {
  if (error instanceof UnsupportedLaunchError) return own('error.unsupported');
  if (!isApiError(error)) return sessionFailed;
  const description = describeError(error, 'casino');
  const catalogueKey = 'key' in description ? description.key : undefined;
  if (error.kind === 'network' || error.httpStatus === 401) return description;
  if (error.httpStatus === 403 || error.codeStatus === 403) return own('error.providerUnavailable');
  if (catalogueKey?.startsWith('casino.')) return description;
  if (error.httpStatus === 404 || error.codeStatus === 404) return own('error.gameNotFound');
  if (error.codeStatus === 501) return description;
  return sessionFailed;
}
