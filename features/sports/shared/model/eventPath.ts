import type { FeedItem } from '../api/feedTypes.ts';

/** The full-event page of an event: live pages poll, line pages do not. */
export function fullEventPath(event: Pick<FeedItem, 'id' | 'status'>): string {
  return `/full-event/${event.status === 1 ? 'live' : 'line'}/${String(event.id)}`;
}
