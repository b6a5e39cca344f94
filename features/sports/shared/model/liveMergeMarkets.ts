import type { DeltaMarket, Market, Odd } from '../api/feedTypes.ts';
import { withChangedFields } from './liveMergeValues.ts';

/**
 * Market and odd reconciliation of one event. Held markets and odds are matched by group id and
 * odd id and updated field by field into new objects, never in place: an odd whose rate did not
 * move keeps its object, and so do its market and event when nothing in them moved, so only the
 * changed OddsButton re-renders (ARCHITECTURE.md, "Data").
 */

/** A held market, without the wire-only `updateStatus`. */
export function marketOf({ groupId, name, odds }: Market): Market {
  return { groupId, name, odds };
}

function sameOrder<T>(held: readonly T[], next: readonly T[]): boolean {
  return held.length === next.length && held.every((item, index) => item === next[index]);
}

/** The held odds made exactly `incoming` (add semantics), reusing held odd objects by id. */
function replaceOdds(held: Odd[], incoming: Odd[]): Odd[] {
  const next = incoming.map((odd) => {
    const before = held.find((candidate) => candidate.id === odd.id);
    return before ? withChangedFields(before, odd) : odd;
  });
  // A new array only when an odd moved, came or went, else the untouched list keeps its identity.
  return sameOrder(held, next) ? held : next;
}

/** The held odds with only the odds sent merged in (update semantics: the feed sends changed odds only). */
function mergeOdds(held: Odd[], changed: Odd[]): Odd[] {
  let next: Odd[] | undefined;
  for (const odd of changed) {
    const current = next ?? held;
    const index = current.findIndex((candidate) => candidate.id === odd.id);
    const before = current[index];
    const merged = before ? withChangedFields(before, odd) : odd;
    if (merged === before) continue;
    next ??= [...held];
    if (before) next[index] = merged;
    else next.push(odd);
  }
  return next ?? held;
}

function reconcileMarket(held: Market, incoming: Market, mode: 'replace' | 'merge'): Market {
  const odds =
    mode === 'replace'
      ? replaceOdds(held.odds, incoming.odds)
      : mergeOdds(held.odds, incoming.odds);
  if (held.name === incoming.name && odds === held.odds) return held;
  return { ...held, name: incoming.name, odds };
}

/** An add of a held event: its markets become exactly the ones sent, unchanged ones reused. */
export function replaceMarkets(held: Market[], incoming: readonly DeltaMarket[]): Market[] {
  const next = incoming
    .filter((market) => market.updateStatus !== 2)
    .map((market) => {
      const before = held.find((candidate) => candidate.groupId === market.groupId);
      return before ? reconcileMarket(before, market, 'replace') : marketOf(market);
    });
  return sameOrder(held, next) ? held : next;
}

/**
 * One market group of an update applied to the held markets: 2 drops it (closed), 0 adds or
 * replaces it, 1 merges its changed odds. Returns `held` itself when nothing changed.
 */
export function applyMarketDelta(held: Market[], market: DeltaMarket): Market[] {
  const index = held.findIndex((candidate) => candidate.groupId === market.groupId);
  const before = held[index];
  if (market.updateStatus === 2) return before ? held.filter((_, at) => at !== index) : held;
  // A group new to us (a new line, or an update for a group we never held): keep what was sent.
  if (!before) return [...held, marketOf(market)];
  const after = reconcileMarket(before, market, market.updateStatus === 0 ? 'replace' : 'merge');
  if (after === before) return held;
  const next = [...held];
  next[index] = after;
  return next;
}
