import type { FeedItem, Market, Odd } from '../api/feedTypes.ts';
import { sameValue } from '../model/liveMergeValues.ts';

/*
 * Live prices by odd, apart from the rows that show them. A poll that only moves prices keeps the
 * list's event objects (`keepRowEvents`) and tells just the moved odds' buttons (`publish`), so
 * neither the list nor a row renders for a new price: only its button does.
 */

type Listener = () => void;

export interface LiveOddsStore {
  /** The latest odd with this id, or undefined when no published event holds it. */
  get: (oddId: string) => Odd | undefined;
  /** Calls `listener` when the odd with this id changes; returns the unsubscribe. */
  subscribe: (oddId: string, listener: Listener) => () => void;
  /** Holds every odd of `events` and tells the listeners of those that changed. */
  publish: (events: readonly FeedItem[]) => void;
}

export function createLiveOddsStore(): LiveOddsStore {
  const odds = new Map<string, Odd>();
  // The events last published, by id: an event that is the same object holds the same odds, so
  // a poll walks only the events, and within them the markets, that it changed. Kept from poll
  // to poll (not rebuilt), so a poll that changes 50 of 500 events touches about 50 entries.
  const events = new Map<number, FeedItem>();
  const listeners = new Map<string, Set<Listener>>();
  const forget = (market: Market) => {
    for (const odd of market.odds) odds.delete(odd.id);
  };
  /** Takes the changed markets' odds; returns the ids of the odds that moved. */
  const take = (held: FeedItem | undefined, event: FeedItem, changed: string[]) => {
    const unchanged = new Set(held?.markets);
    const before = new Map<string, Odd>();
    for (const market of event.markets) unchanged.delete(market);
    // `unchanged` now holds the held markets the event no longer has as they were.
    for (const market of unchanged) for (const odd of market.odds) before.set(odd.id, odd);
    const kept = new Set(held?.markets);
    for (const market of event.markets) {
      if (kept.has(market)) continue;
      for (const odd of market.odds) {
        const previous = before.get(odd.id);
        // An odd seen for the first time was rendered from its row: nobody to tell.
        if (previous !== undefined && previous !== odd) changed.push(odd.id);
        before.delete(odd.id);
        odds.set(odd.id, odd);
      }
    }
    // Odds the event no longer offers go, so the store does not grow over a session.
    for (const id of before.keys()) odds.delete(id);
  };
  return {
    get: (oddId) => odds.get(oddId),
    subscribe(oddId, listener) {
      let set = listeners.get(oddId);
      if (!set) {
        set = new Set();
        listeners.set(oddId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(oddId);
      };
    },
    publish(nextEvents) {
      const changed: string[] = [];
      const heldBefore = events.size;
      let stillListed = 0;
      for (const event of nextEvents) {
        const held = events.get(event.id);
        if (held !== undefined) stillListed += 1;
        if (held === event) continue;
        take(held, event, changed);
        events.set(event.id, event);
      }
      // Events that left the list (rare: a match ends) take their odds with them.
      if (stillListed < heldBefore) {
        const listed = new Set(nextEvents.map((event) => event.id));
        for (const [id, held] of events) {
          if (listed.has(id)) continue;
          held.markets.forEach(forget);
          events.delete(id);
        }
      }
      for (const id of changed) {
        const set = listeners.get(id);
        if (set) for (const listener of [...set]) listener();
      }
    },
  };
}

/**
 * The two records have the same fields with the same values, `skip` aside. Walks the fields in
 * place: a poll compares every field of the changed events' odds, and copying each odd without
 * its price (`{ c, b, ...rest }`) was most of a price-only poll's commit in a CPU profile.
 */
function sameFieldsBesides(left: object, right: object, skip: ReadonlySet<string>): boolean {
  const held = left as Readonly<Record<string, unknown>>;
  const next = right as Readonly<Record<string, unknown>>;
  let fields = 0;
  for (const key of Object.keys(held)) {
    if (skip.has(key)) continue;
    fields += 1;
    if (!Object.hasOwn(next, key) || !sameValue(held[key], next[key])) return false;
  }
  for (const key of Object.keys(next)) if (!skip.has(key)) fields -= 1;
  return fields === 0;
}

const PRICE_FIELDS: ReadonlySet<keyof Odd> = new Set(['c', 'b']);
const MARKET_ODDS: ReadonlySet<keyof Market> = new Set(['odds']);
const EVENT_MARKETS: ReadonlySet<keyof FeedItem> = new Set(['markets']);

/** Odds alike but for the price and the blocked flag, which the buttons read from the store. */
function sameOddsBesidesPrices(left: readonly Odd[], right: readonly Odd[]): boolean {
  if (left.length !== right.length) return false;
  return left.every((odd, index) => {
    const other = right[index];
    if (!other) return false;
    return odd === other || sameFieldsBesides(odd, other, PRICE_FIELDS);
  });
}

function sameMarketsBesidesPrices(left: readonly Market[], right: readonly Market[]): boolean {
  if (left === right) return true;
  if (left.length !== right.length) return false;
  return left.every((market, index) => {
    const other = right[index];
    if (!other) return false;
    if (market === other) return true;
    return (
      sameFieldsBesides(market, other, MARKET_ODDS) &&
      sameOddsBesidesPrices(market.odds, other.odds)
    );
  });
}

/** The events differ in prices (rates, blocked flags) at most. */
export function differsInPricesOnly(held: FeedItem, next: FeedItem): boolean {
  if (held === next) return true;
  return (
    sameFieldsBesides(held, next, EVENT_MARKETS) &&
    sameMarketsBesidesPrices(held.markets, next.markets)
  );
}

export interface RowEvents {
  /** The events as they came, by id: an unchanged object needs no comparison. */
  latest: ReadonlyMap<number, FeedItem>;
  /** What the rows were given, by id and in order. */
  shownById: ReadonlyMap<number, FeedItem>;
  shown: readonly FeedItem[];
}

export const noRowEvents: RowEvents = { latest: new Map(), shownById: new Map(), shown: [] };

/**
 * The events for the rows: an event whose only change is prices keeps the object its row already
 * has (its buttons read the new prices from the store), so its memoised row does not render; any
 * other change (score, clock, stop, markets added or removed) hands the row the new event. When no
 * row's event changes and the order stands, `shown` is the previous array itself.
 */
export function keepRowEvents(previous: RowEvents, events: readonly FeedItem[]): RowEvents {
  const latest = new Map<number, FeedItem>();
  const shownById = new Map<number, FeedItem>();
  let same = previous.shown.length === events.length;
  const shown = events.map((event, index) => {
    latest.set(event.id, event);
    const held = previous.shownById.get(event.id);
    const kept =
      held !== undefined &&
      (previous.latest.get(event.id) === event || differsInPricesOnly(held, event))
        ? held
        : event;
    shownById.set(event.id, kept);
    if (kept !== previous.shown[index]) same = false;
    return kept;
  });
  return { latest, shownById, shown: same ? previous.shown : shown };
}
