import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { useFeedQuery } from '../../shared/api/feedQueries.ts';
import { isRetryableLoadError } from '../model/retry.ts';

/** `GET /api/feed/games/{id}`: every group and line, odds with results once finished. */
export function fullEventPath(eventId: number): string {
  return `/api/feed/games/${String(eventId)}`;
}

/**
 * The whole event in the interface language; `null` waits (no id, or the live page still
 * polling). A 612 is final, so only connection and server failures are retried.
 */
export function useFullEvent(eventId: number | null) {
  return useFeedQuery<FeedItem>(
    eventId === null ? null : fullEventPath(eventId),
    {},
    {
      shouldRetryOnError: isRetryableLoadError,
    },
  );
}
