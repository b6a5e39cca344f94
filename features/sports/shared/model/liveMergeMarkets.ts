import type { Draft } from 'immer';
import type { DeltaMarket, FeedItem, Market, Odd } from '../api/feedTypes.ts';
import { mergeChangedFields } from './liveMergeValues.ts';

/**
 * Market and odd reconciliation inside an immer draft of one event. Held markets and odds are
 * matched by group id and odd id and updated field by field, so an odd whose rate did not move
 * keeps its object and only the changed OddsButton re-renders (ARCHITECTURE.md, "Data").
 */

/** A held market, without the wire-only `updateStatus`. */
export function marketOf({ groupId, name, odds }: Market): Market {
  return { groupId, name, odds };
}

function sameOrder<T>(held: readonly T[], next: readonly T[]): boolean {
  return held.length === next.length && held.every((item, index) => item === next[index]);
}

/** Makes the held odds exactly `incoming` (add semantics), reusing held odd objects by id. */
function replaceOdds(market: Draft<Market>, incoming: readonly Odd[]): void {
  const next = incoming.map((odd) => {
    const held = market.odds.find((candidate) => candidate.id === odd.id);
    if (!held) return odd;
    mergeChangedFields(held, odd);
    return held;
  });
  // A new array only when odds came or went, else the untouched list keeps its identity.
  if (!sameOrder(market.odds, next)) market.odds = next;
}

/** Merges only the odds sent (update semantics: the feed sends changed odds only). */
function mergeOdds(market: Draft<Market>, changed: readonly Odd[]): void {
  for (const odd of changed) {
    const held = market.odds.find((candidate) => candidate.id === odd.id);
    if (held) mergeChangedFields(held, odd);
    else market.odds.push(odd);
  }
}

function reconcileMarket(held: Draft<Market>, incoming: Market, mode: 'replace' | 'merge'): void {
  if (held.name !== incoming.name) held.name = incoming.name;
  if (mode === 'replace') replaceOdds(held, incoming.odds);
  else mergeOdds(held, incoming.odds);
}

/** An add of a held event: its markets become exactly the ones sent, unchanged ones reused. */
export function replaceMarkets(event: Draft<FeedItem>, incoming: readonly DeltaMarket[]): void {
  const next = incoming
    .filter((market) => market.updateStatus !== 2)
    .map((market) => {
      const held = event.markets.find((candidate) => candidate.groupId === market.groupId);
      if (!held) return marketOf(market);
      reconcileMarket(held, market, 'replace');
      return held;
    });
  if (!sameOrder(event.markets, next)) event.markets = next;
}

/** One market group of an update: 2 drops it (closed), 0 adds or replaces it, 1 merges its changed odds. */
export function applyMarketDelta(event: Draft<FeedItem>, market: DeltaMarket): void {
  const index = event.markets.findIndex((candidate) => candidate.groupId === market.groupId);
  const held = event.markets[index];
  if (market.updateStatus === 2) {
    if (held) event.markets.splice(index, 1);
    return;
  }
  if (!held) {
    // A group new to us (a new line, or an update for a group we never held): keep what was sent.
    event.markets.push(marketOf(market));
    return;
  }
  reconcileMarket(held, market, market.updateStatus === 0 ? 'replace' : 'merge');
}
