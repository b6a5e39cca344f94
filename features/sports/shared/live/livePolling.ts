import { isApiError } from '../../../core/errors/index.ts';

/** The spec's default live interval when the brand sets none. */
export const DEFAULT_LIVE_MS = 5000;

/** Longest wait between attempts while the network is failing. */
export const MAX_BACKOFF_MS = 60_000;

/**
 * The wait before the n-th retry (1-based) after failed polls: the live interval doubled per
 * failure, capped, so a dead network is not hammered and recovery is still quick.
 */
export function backoffDelay(retryCount: number, intervalMs: number): number {
  const exponent = Math.max(0, Math.min(retryCount - 1, 16));
  return Math.min(intervalMs * 2 ** exponent, MAX_BACKOFF_MS);
}

/** Answers that no retry will change: the event left live (63) or does not exist (612). */
export function isFinalLiveError(error: unknown): boolean {
  return isApiError(error) && (error.codeStatus === 63 || error.codeStatus === 612);
}

/** The delta poll's path: one event, or every live event (multi-live) for id 0. */
export function livePollPath(lang: string, timestamp: number, eventId: number): string {
  return eventId === 0
    ? `/api/feed/${lang}/full/${String(timestamp)}/0`
    : `/api/feed/live/${lang}/full/${String(timestamp)}/${String(eventId)}`;
}

export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'failed';

/**
 * What the player is told about the feed: nothing yet, fresh, or retrying (held data stays on
 * screen, marked as possibly stale). 'failed' is a final answer, or no data at all yet.
 */
export function liveConnection(hasData: boolean, error: unknown): LiveConnection {
  if (error === undefined) return hasData ? 'live' : 'connecting';
  if (isFinalLiveError(error)) return 'failed';
  return hasData ? 'reconnecting' : 'failed';
}
