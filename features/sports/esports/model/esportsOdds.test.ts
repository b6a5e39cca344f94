import { describe, expect, it } from 'vitest';
import type { Market } from '../../shared/api/feedTypes.ts';
import { footballMarkets, odd, twoWayMarkets } from '../../shared/testing/feedFixtures.ts';
import { additionalBetsCount, esportsMainOdds } from './esportsOdds.ts';

const ids = (markets: readonly Market[]) => esportsMainOdds(markets).map((shown) => shown.odd.id);

describe('esportsMainOdds', () => {
  it('should show at most three odds of bet groups under 4, in the feed order', () => {
    expect(ids(twoWayMarkets(200001))).toEqual(['200001_1.401', '200001_1.402', '200001_2.7.-1.5']);
    expect(ids(footballMarkets(7))).toEqual(['7_1.1', '7_1.2', '7_1.3']);
  });

  it('should carry the market group id as the bet group id (bId) and the market name', () => {
    const [first, , third] = esportsMainOdds(twoWayMarkets(200001));
    expect(first).toMatchObject({ bId: 1, marketName: 'Match result' });
    expect(third).toMatchObject({ bId: 2, marketName: 'Handicap' });
  });

  it('should leave out groups 4 and above, even when they come first', () => {
    const markets: Market[] = [
      { groupId: 17, name: 'Total', odds: [odd(9, 17, 9, 'Over 2.5', 1.9, 2.5)] },
      { groupId: 4, name: 'Other', odds: [odd(9, 4, 40, 'A', 1.5)] },
      { groupId: 3, name: 'Group 3', odds: [odd(9, 3, 30, 'B', 2.5)] },
    ];
    expect(esportsMainOdds(markets).map((shown) => shown.bId)).toEqual([3]);
  });

  it('should show nothing for an event without such odds', () => {
    expect(esportsMainOdds([])).toEqual([]);
    expect(ids([{ groupId: 17, name: 'Total', odds: [odd(9, 17, 9, 'Over', 2)] }])).toEqual([]);
  });

  it('should keep the odd objects, so memoised buttons keep their identity', () => {
    const markets = twoWayMarkets(5);
    expect(esportsMainOdds(markets)[0]?.odd).toBe(markets[0]?.odds[0]);
  });
});

describe('additionalBetsCount', () => {
  it('should count the bets beyond the shown odds', () => {
    expect(additionalBetsCount(24, 3)).toBe(21);
    expect(additionalBetsCount(3, 3)).toBe(0);
  });

  it('should never go below zero', () => {
    expect(additionalBetsCount(2, 3)).toBe(0);
  });

  it('should default to 2 when the count is missing or unusable (spec)', () => {
    expect(additionalBetsCount(undefined, 3)).toBe(2);
    expect(additionalBetsCount(null, 0)).toBe(2);
    expect(additionalBetsCount(Number.NaN, 3)).toBe(2);
  });
});
