import { isApiError } from '../../../core/errors/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import type { LiveConnection } from '../../shared/live/livePolling.ts';

/** Feed answers of the event calls (README "Live" and "Event"). */
const EVENT_NOT_FOUND = 612;
const REMOVED_FROM_LIVE = 63;

/** What a full event page shows. */
export type FullEventState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown }
  | {
      kind: 'event';
      event: FeedItem;
      /** Polled live (the connection notice applies); false once loaded whole, e.g. finished. */
      polling: boolean;
    };

export function isEventNotFound(error: unknown): boolean {
  return isApiError(error) && error.codeStatus === EVENT_NOT_FOUND;
}

/**
 * The live poll's event is no longer live: the poll answered 63 ("event removed from live"),
 * or the event it holds finished. The page then loads the final state with the event call.
 */
export function hasLeftLive(pollError: unknown, polled: FeedItem | undefined): boolean {
  if (isApiError(pollError) && pollError.codeStatus === REMOVED_FROM_LIVE) return true;
  return polled?.status === 2;
}

export interface EventQuery {
  data: FeedItem | undefined;
  error: unknown;
}

/** The line page, or the live page after the event left live: one event call. */
export function loadedEventState(eventId: number | null, query: EventQuery): FullEventState {
  if (eventId === null) return { kind: 'notFound' };
  if (query.data) return { kind: 'event', event: query.data, polling: false };
  if (isEventNotFound(query.error)) return { kind: 'notFound' };
  if (query.error !== undefined) return { kind: 'error', error: query.error };
  return { kind: 'loading' };
}

export interface LivePollView {
  polled: FeedItem | undefined;
  connection: LiveConnection;
  error: unknown;
}

/**
 * The live page: the polled event while it is live (held on screen while reconnecting), the
 * event call's answer once it left live, "not found" for an unknown id (612).
 */
export function liveEventState(
  eventId: number | null,
  poll: LivePollView,
  final: EventQuery | null,
): FullEventState {
  if (eventId === null) return { kind: 'notFound' };
  if (final !== null) return loadedEventState(eventId, final);
  if (isEventNotFound(poll.error)) return { kind: 'notFound' };
  if (poll.polled) return { kind: 'event', event: poll.polled, polling: true };
  if (poll.connection === 'failed') return { kind: 'error', error: poll.error };
  return { kind: 'loading' };
}
