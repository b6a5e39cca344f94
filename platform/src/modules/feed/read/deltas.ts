import type { Language } from '../language.ts';
import { groupName, groupOrder } from '../model/markets.ts';
import type { FeedRuntime } from '../runtime.ts';
import {
  closedGroupsOf,
  countOpenOdds,
  headerOf,
  itemOf,
  oddOf,
  sortEvents,
  type FeedItem,
  type FeedOdd,
} from './items.ts';
import { groupByEvent, type EventOddRow, type EventRow } from './queries.ts';

/** Live-score status codes of the spec: add 0, update 1, remove 2 (events and bet groups). */
export const updateStatus = { add: 0, update: 1, remove: 2 } as const;

export interface DeltaMarket {
  groupId: number;
  name: string;
  updateStatus: number;
  odds: FeedOdd[];
}

export type DeltaEvent =
  | (Omit<FeedItem, 'markets'> & { updateStatus: 0; markets: DeltaMarket[] })
  | {
      id: number;
      updateStatus: 1;
      score: string | null;
      time: string | null;
      clock: FeedItem['clock'];
      stat: FeedItem['stat'];
      periodScore: string[];
      subScore: string | null;
      stopped: boolean;
      betsCount: number;
      markets: DeltaMarket[];
    }
  | { id: number; updateStatus: 2 };

/**
 * What changed in a live event since `since` (platform ms). New to the client (since 0, or it
 * went live later): the whole event with every market marked add. Otherwise the live header
 * (score, clock, statistics: small, always sent) and only the markets that changed: closed ones
 * as remove, others as update with just their changed odds.
 */
export function deltaOf(
  runtime: FeedRuntime,
  event: EventRow,
  odds: readonly EventOddRow[],
  since: number,
  language: Language,
): DeltaEvent {
  const catalog = runtime.catalog();
  if (since === 0 || (event.live_at_ms ?? 0) > since) {
    const item = itemOf(event, odds, catalog, language, { scope: 'full' });
    return {
      ...item,
      updateStatus: updateStatus.add,
      markets: item.markets.map((market) => ({ ...market, updateStatus: updateStatus.add })),
    };
  }
  const header = headerOf(event, catalog, language);
  const closed = closedGroupsOf(event);
  const markets: DeltaMarket[] = [];
  for (const groupId of groupOrder) {
    const closedAt = closed[groupId];
    if (closedAt !== undefined) {
      if (closedAt > since) {
        markets.push({
          groupId,
          name: groupName(groupId, language),
          updateStatus: updateStatus.remove,
          odds: [],
        });
      }
      continue;
    }
    const changed = odds.filter((odd) => odd.group_id === groupId && odd.updated_at_ms > since);
    if (changed.length === 0) continue;
    markets.push({
      groupId,
      name: groupName(groupId, language),
      updateStatus: updateStatus.update,
      odds: changed.map((odd) => oddOf(odd, language, false)),
    });
  }
  return {
    id: event.id,
    updateStatus: updateStatus.update,
    score: header.score,
    time: header.time,
    clock: header.clock,
    stat: header.stat,
    periodScore: header.periodScore,
    subScore: header.subScore,
    stopped: header.stopped,
    betsCount: countOpenOdds(event, odds),
    markets,
  };
}

/** One live event's changes since `since`, or null when nothing changed. */
export function eventDelta(
  runtime: FeedRuntime,
  event: EventRow,
  since: number,
  language: Language,
): DeltaEvent | null {
  if (event.updated_at_ms <= since) return null;
  return deltaOf(runtime, event, runtime.queries.odds([event.id]), since, language);
}

/** Every live event that changed since `since`, and (since > 0) those that left live. */
export function multiLiveDelta(
  runtime: FeedRuntime,
  since: number,
  language: Language,
): DeltaEvent[] {
  const events = sortEvents(runtime.queries.liveChanged(since), runtime.catalog(), language);
  const odds = groupByEvent(runtime.queries.odds(events.map((event) => event.id)));
  const deltas = events.map((event) =>
    deltaOf(runtime, event, odds.get(event.id) ?? [], since, language),
  );
  if (since > 0) {
    for (const id of runtime.queries.finishedSince(since)) {
      deltas.push({ id, updateStatus: updateStatus.remove });
    }
  }
  return deltas;
}
