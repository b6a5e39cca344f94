import type { Language } from '../language.ts';
import type { FeedRuntime } from '../runtime.ts';
import { itemOf, sortEvents, type FeedItem, type MarketOptions } from './items.ts';
import { groupByEvent, type EventFilter, type EventRow } from './queries.ts';

/** Items of the given events (their odds read in one query), in the given order. */
export function itemsOf(
  runtime: FeedRuntime,
  events: readonly EventRow[],
  language: Language,
  options: MarketOptions,
): FeedItem[] {
  const odds = groupByEvent(runtime.queries.odds(events.map((event) => event.id)));
  const catalog = runtime.catalog();
  return events.map((event) => itemOf(event, odds.get(event.id) ?? [], catalog, language, options));
}

/** The events matching a filter as list items (main markets), in sport-menu order. */
export function listItems(
  runtime: FeedRuntime,
  filter: EventFilter,
  language: Language,
  limit?: number,
): FeedItem[] {
  const events = sortEvents(runtime.queries.events(filter), runtime.catalog(), language);
  return itemsOf(runtime, limit === undefined ? events : events.slice(0, limit), language, {
    scope: 'main',
  });
}

/** One event with every market (the full event page), or undefined. */
export function fullItem(
  runtime: FeedRuntime,
  eventId: number,
  language: Language,
  groupId?: number,
): FeedItem | undefined {
  const event = runtime.queries.byId(eventId);
  if (!event) return undefined;
  return itemsOf(runtime, [event], language, { scope: 'full', groupId })[0];
}
