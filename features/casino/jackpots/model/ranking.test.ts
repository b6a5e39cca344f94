import { describe, expect, it } from 'vitest';
import type { Jackpot } from './jackpot.ts';
import { isHot, rankJackpots, tierOfName } from './ranking.ts';

const pot = (id: number, amount: number): Jackpot => ({
  id,
  amount,
  image: `/coin/${String(id)}.svg`,
  name: `Pot ${String(id)}`,
  currency: 'CLP',
  lastWinAmount: null,
  lastWinner: null,
});

const tiersOf = (jackpots: Jackpot[]) =>
  rankJackpots(jackpots).map(({ id, tier }) => ({ id, tier }));

describe('rankJackpots', () => {
  it('should show the three lowest amounts, largest first, as grand, medium and small', () => {
    expect(tiersOf([pot(1, 500), pot(2, 50_000), pot(3, 5_000), pot(4, 9_000_000)])).toEqual([
      { id: 2, tier: 'grand' },
      { id: 3, tier: 'medium' },
      { id: 1, tier: 'small' },
    ]);
  });

  it('should name the largest of fewer than three grand', () => {
    expect(tiersOf([pot(1, 10), pot(2, 20)])).toEqual([
      { id: 2, tier: 'grand' },
      { id: 1, tier: 'medium' },
    ]);
    expect(tiersOf([pot(7, 10)])).toEqual([{ id: 7, tier: 'grand' }]);
    expect(tiersOf([])).toEqual([]);
  });

  it('should keep the platform order between equal amounts', () => {
    expect(tiersOf([pot(1, 100), pot(2, 100), pot(3, 100), pot(4, 100)])).toEqual([
      { id: 3, tier: 'grand' },
      { id: 2, tier: 'medium' },
      { id: 1, tier: 'small' },
    ]);
  });

  it('should not reorder the list it was given', () => {
    const jackpots = [pot(1, 3), pot(2, 1), pot(3, 2)];
    rankJackpots(jackpots);
    expect(jackpots.map(({ id }) => id)).toEqual([1, 2, 3]);
  });
});

describe('isHot', () => {
  it('should be hot only above 0.7 of the last win', () => {
    expect(isHot(701, 1000)).toBe(true);
    expect(isHot(700, 1000)).toBe(false);
    expect(isHot(100, 1000)).toBe(false);
    expect(isHot(2000, 1000)).toBe(true);
  });

  it('should never be hot without a last win', () => {
    expect(isHot(5_000_000, null)).toBe(false);
    expect(isHot(5_000_000, 0)).toBe(false);
  });
});

describe('tierOfName', () => {
  it('should read the platform names of the three tiers', () => {
    expect(tierOfName('Grand')).toBe('grand');
    expect(tierOfName(' medium ')).toBe('medium');
    expect(tierOfName('SMALL')).toBe('small');
    expect(tierOfName('Mega')).toBeUndefined();
  });
});
