import type { FeedItem, Market, Odd } from '../../shared/api/feedTypes.ts';
import { columnsOf, rowsOf, sortMarketGroups } from '../../shared/model/markets.ts';

/**
 * Multi-live (sports-betting spec, sections 2-4): several live events followed at once, each with
 * its coefficient groups as bet groups that open and close.
 */

/** Adds an event unless it is already there (spec: added only if not already present). */
export function addMultiLive(ids: readonly number[], eventId: number): readonly number[] {
  return ids.includes(eventId) ? ids : [...ids, eventId];
}

export function removeMultiLive(ids: readonly number[], eventId: number): readonly number[] {
  return ids.includes(eventId) ? ids.filter((id) => id !== eventId) : ids;
}

/** The row button: adds an event that is not followed, removes one that is. */
export function toggleMultiLive(ids: readonly number[], eventId: number): readonly number[] {
  return ids.includes(eventId) ? removeMultiLive(ids, eventId) : addMultiLive(ids, eventId);
}

/**
 * The followed events that are still live, in the order they were added. An event the feed
 * removed (finished) leaves the view by itself.
 */
export function multiLiveEvents(
  ids: readonly number[],
  eventsById: Readonly<Record<number, FeedItem>>,
): FeedItem[] {
  return ids.flatMap((id) => eventsById[id] ?? []);
}

/**
 * Ids remembered for the visit, read back from storage. Anything that is not a list of positive
 * whole numbers (an old format, a hand edit) is dropped rather than trusted; repeats are removed.
 */
export function parseMultiLiveIds(stored: string | null): readonly number[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter(
    (item): item is number => typeof item === 'number' && Number.isSafeInteger(item) && item > 0,
  );
  return ids.filter((id, index) => ids.indexOf(id) === index);
}

/** A coefficient group as multi-live shows it: its odds laid out in rows. */
export interface BetGroup {
  groupId: number;
  name: string;
  rows: Odd[][];
}

/**
 * Puts each row's odds in the group's column order (1 X 2; total: under, over …). Rows of groups
 * without fixed columns keep the feed's order.
 */
function inColumnOrder(row: Odd[], columns: readonly number[] | undefined): Odd[] {
  if (!columns) return row;
  const rank = (odd: Odd) => {
    const index = columns.indexOf(odd.t);
    return index === -1 ? columns.length : index;
  };
  return [...row].sort((a, b) => rank(a) - rank(b));
}

/**
 * Every market group of an event in the spec's order (1, 8, 2, 17, then the rest), each laid out
 * as the spec says: 3 odds or fewer in one row, more in rows of 2 (the feed sends the two sides of
 * a line one after the other). Empty groups are left out.
 */
export function betGroupsOf(markets: readonly Market[]): BetGroup[] {
  return sortMarketGroups(
    markets.filter((market) => market.odds.length > 0),
    (market) => market.groupId,
  ).map((market) => {
    const columns = columnsOf(
      market.groupId,
      market.odds.map((odd) => odd.t),
    );
    return {
      groupId: market.groupId,
      name: market.name,
      rows: rowsOf(market.odds).map((row) => inColumnOrder(row, columns)),
    };
  });
}

/** Key of one bet group of one multi-live event in the closed-groups set. */
export function betGroupKey(eventId: number, groupId: number): string {
  return `${String(eventId)}:${String(groupId)}`;
}

export function toggleBetGroup(
  closed: ReadonlySet<string>,
  eventId: number,
  groupId: number,
): ReadonlySet<string> {
  const key = betGroupKey(eventId, groupId);
  const next = new Set(closed);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Whether any bet group of the event is open: its toggle-all then reads "collapse all". */
export function anyBetGroupOpen(
  closed: ReadonlySet<string>,
  eventId: number,
  groupIds: readonly number[],
): boolean {
  return groupIds.some((groupId) => !closed.has(betGroupKey(eventId, groupId)));
}

/** All bet groups of one event: closes them all when any is open, otherwise opens them all. */
export function toggleAllBetGroups(
  closed: ReadonlySet<string>,
  eventId: number,
  groupIds: readonly number[],
): ReadonlySet<string> {
  const close = anyBetGroupOpen(closed, eventId, groupIds);
  const next = new Set(closed);
  for (const groupId of groupIds) {
    const key = betGroupKey(eventId, groupId);
    if (close) next.add(key);
    else next.delete(key);
  }
  return next;
}
