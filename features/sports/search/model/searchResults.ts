import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { isApiError } from '../../../core/errors/index.ts';
import type { SearchMode } from './searchText.ts';

/** What the search screen shows. */
export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'results'; events: FeedItem[] };

/** Line search keeps events not started (status 0), live search the ones being played (1). */
export function eventsOfMode(events: readonly FeedItem[], mode: SearchMode): FeedItem[] {
  const status = mode === 'live' ? 1 : 0;
  return events.filter((event) => event.status === status);
}

/**
 * The screen's state for a text: nothing to search (the form only), loading, failed, or the
 * events of the mode. A 400 for a text the platform refuses is "nothing found", not a failure.
 */
export function searchState(
  text: string,
  query: { data: readonly FeedItem[] | undefined; error: unknown },
  mode: SearchMode,
): SearchState {
  if (text === '') return { kind: 'idle' };
  if (query.data) return { kind: 'results', events: eventsOfMode(query.data, mode) };
  if (isApiError(query.error) && query.error.httpStatus === 400) {
    return { kind: 'results', events: [] };
  }
  if (query.error !== undefined) return { kind: 'error', error: query.error };
  return { kind: 'loading' };
}

/**
 * The spec's collapse-all toggle for search: when any tourney is open everything closes,
 * otherwise everything opens. Tourneys are open unless closed, so this returns the closed ids.
 */
export function toggleAllClosed(
  closed: ReadonlySet<number>,
  allIds: readonly number[],
): ReadonlySet<number> {
  const anyOpen = allIds.some((id) => !closed.has(id));
  return anyOpen ? new Set(allIds) : new Set();
}

/** Whether any of the tourneys is open (the toggle then reads "collapse all"). */
export function anyOpen(closed: ReadonlySet<number>, allIds: readonly number[]): boolean {
  return allIds.some((id) => !closed.has(id));
}

/** Column captions over a tourney's prices: 1 X 2, or 1 2 for sports without draws. */
export function priceColumns(events: readonly FeedItem[]): readonly string[] {
  const result = events[0]?.markets.find((market) => market.groupId === 1);
  return result?.odds.length === 2 ? ['1', '2'] : ['1', 'X', '2'];
}
