import { describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '../api/feedTypes.ts';
import { footballMarkets, liveEvent } from '../testing/feedFixtures.ts';
import { createLiveOddsStore, keepRowEvents, noRowEvents } from './liveOddsStore.ts';

/** The event with its first odd at `rate` (and blocked when asked), as a new merge would give. */
function withFirstOdd(event: FeedItem, rate: number, blocked = false): FeedItem {
  const [first, ...others] = event.markets;
  if (!first) throw new Error('no market');
  const [odd, ...rest] = first.odds;
  if (!odd) throw new Error('no odd');
  return {
    ...event,
    markets: [{ ...first, odds: [{ ...odd, c: rate, b: blocked }, ...rest] }, ...others],
  };
}

const home = liveEvent({ id: 1, markets: footballMarkets(1) });
const away = liveEvent({ id: 2, markets: footballMarkets(2) });

describe('keepRowEvents', () => {
  it('should keep the rows, and the array, when only prices and blocked flags moved', () => {
    const first = keepRowEvents(noRowEvents, [home, away]);
    const moved = withFirstOdd(home, 9.5, true);
    const next = keepRowEvents(first, [moved, away]);
    expect(next.shown).toBe(first.shown);
    expect(next.shown[0]).toBe(home);
    // Still compared with what the row has, not with the poll before.
    const again = keepRowEvents(next, [withFirstOdd(moved, 9.75), away]);
    expect(again.shown).toBe(first.shown);
  });

  it('should hand the row the new event when more than a price changed', () => {
    const first = keepRowEvents(noRowEvents, [home, away]);
    const scored = { ...withFirstOdd(home, 9.5), score: '3:1' };
    const next = keepRowEvents(first, [scored, away]);
    expect(next.shown[0]).toBe(scored);
    expect(next.shown[1]).toBe(away);

    const stopped = { ...home, stopped: true };
    expect(keepRowEvents(first, [stopped, away]).shown[0]).toBe(stopped);
    const fewerMarkets = { ...home, markets: home.markets.slice(0, 1) };
    expect(keepRowEvents(first, [fewerMarkets, away]).shown[0]).toBe(fewerMarkets);
  });

  it('should give a new array when the order or the events change', () => {
    const first = keepRowEvents(noRowEvents, [home, away]);
    expect(keepRowEvents(first, [away, home]).shown).toEqual([away, home]);
    expect(keepRowEvents(first, [home]).shown).toEqual([home]);
  });
});

describe('createLiveOddsStore', () => {
  it('should hold the latest odds and tell only the listeners of odds that moved', () => {
    const store = createLiveOddsStore();
    store.publish([home, away]);
    const movedId = home.markets[0]?.odds[0]?.id ?? '';
    const otherId = away.markets[0]?.odds[0]?.id ?? '';
    const moved = vi.fn();
    const other = vi.fn();
    store.subscribe(movedId, moved);
    const unsubscribe = store.subscribe(otherId, other);

    const next = withFirstOdd(home, 9.5);
    store.publish([next, away]);
    expect(store.get(movedId)?.c).toBe(9.5);
    expect(moved).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();

    unsubscribe();
    store.publish([next, withFirstOdd(away, 7)]);
    expect(other).not.toHaveBeenCalled();
    // An event that left the list takes its odds with it.
    store.publish([next]);
    expect(store.get(otherId)).toBeUndefined();
  });

  it('should forget the odds of a market the event no longer has, and take an event back', () => {
    const store = createLiveOddsStore();
    store.publish([home, away]);
    const [first, second] = home.markets;
    if (!first || !second) throw new Error('two markets expected');
    const droppedId = second.odds[0]?.id ?? '';
    const keptId = first.odds[0]?.id ?? '';
    const dropped = vi.fn();
    store.subscribe(droppedId, dropped);

    const fewer = { ...home, markets: [first] };
    store.publish([fewer, away]);
    expect(store.get(droppedId)).toBeUndefined();
    expect(store.get(keptId)).toBe(first.odds[0]);
    expect(dropped).not.toHaveBeenCalled();

    // Gone from the list, then back: its odds are held again, and nobody is told (its row mounts).
    store.publish([away]);
    expect(store.get(keptId)).toBeUndefined();
    store.publish([away, home]);
    expect(store.get(droppedId)).toBe(second.odds[0]);
  });
});
