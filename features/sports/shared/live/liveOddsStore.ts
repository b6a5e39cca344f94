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
  let odds = new Map<string, Odd>();
  const listeners = new Map<string, Set<Listener>>();
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
    publish(events) {
      // Rebuilt each time, so the odds of ended events do not pile up.
      const next = new Map<string, Odd>();
      const changed: string[] = [];
      for (const event of events) {
        for (const market of event.markets) {
          for (const odd of market.odds) {
            const held = odds.get(odd.id);
            // An odd seen for the first time was rendered from its row: nobody to tell.
            if (held !== undefined && held !== odd) changed.push(odd.id);
            next.set(odd.id, odd);
          }
        }
      }
      odds = next;
      for (const id of changed) {
        const set = listeners.get(id);
        if (set) for (const listener of [...set]) listener();
      }
    },
  };
}

/** Odds alike but for the price and the blocked flag, which the buttons read from the store. */
function sameOddsBesidesPrices(left: readonly Odd[], right: readonly Odd[]): boolean {
  if (left.length !== right.length) return false;
  return left.every((odd, index) => {
    const other = right[index];
    if (!other) return false;
    if (odd === other) return true;
    const { c: _c, b: _b, ...rest } = odd;
    const { c: _otherC, b: _otherB, ...otherRest } = other;
    return sameValue(rest, otherRest);
  });
}

function sameMarketsBesidesPrices(left: readonly Market[], right: readonly Market[]): boolean {
  if (left === right) return true;
  if (left.length !== right.length) return false;
  return left.every((market, index) => {
    const other = right[index];
    if (!other) return false;
    if (market === other) return true;
    const { odds, ...rest } = market;
    const { odds: otherOdds, ...otherRest } = other;
    return sameValue(rest, otherRest) && sameOddsBesidesPrices(odds, otherOdds);
  });
}

/** The events differ in prices (rates, blocked flags) at most. */
export function differsInPricesOnly(held: FeedItem, next: FeedItem): boolean {
  if (held === next) return true;
  const { markets, ...rest } = held;
  const { markets: nextMarkets, ...nextRest } = next;
  return sameValue(rest, nextRest) && sameMarketsBesidesPrices(markets, nextMarkets);
}

export interface RowEvents {
  /** The events as they came, by id: an unchanged object needs no comparison. */
  latest: ReadonlyMap<number, FeedItem>;
  /** What the rows were given, in order. */
  shown: readonly FeedItem[];
}

export const noRowEvents: RowEvents = { latest: new Map(), shown: [] };

/**
 * The events for the rows: an event whose only change is prices keeps the object its row already
 * has (its buttons read the new prices from the store), so its memoised row does not render; any
 * other change (score, clock, stop, markets added or removed) hands the row the new event. When no
 * row's event changes and the order stands, `shown` is the previous array itself.
 */
export function keepRowEvents(previous: RowEvents, events: readonly FeedItem[]): RowEvents {
  const latest = new Map<number, FeedItem>();
  const previousShown = new Map(previous.shown.map((event) => [event.id, event]));
  let same = previous.shown.length === events.length;
  const shown = events.map((event, index) => {
    latest.set(event.id, event);
    const held = previousShown.get(event.id);
    const kept =
      held !== undefined &&
      (previous.latest.get(event.id) === event || differsInPricesOnly(held, event))
        ? held
        : event;
    if (kept !== previous.shown[index]) same = false;
    return kept;
  });
  return { latest, shown: same ? previous.shown : shown };
}
