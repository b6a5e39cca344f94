import { describe, expect, it } from 'vitest';
import {
  hasMoreVirtualGames,
  initialVirtualCount,
  nextVirtualCount,
  VIRTUAL_SPORTS_PAGING,
} from './virtualPaging.ts';

const never = Number.NEGATIVE_INFINITY;

describe('virtual-sports paging', () => {
  it('should show 12, then 24, then cap at the 32 games', () => {
    const first = initialVirtualCount(32);
    expect(first).toBe(12);
    const second = nextVirtualCount(first, 32, 1000, never);
    expect(second).toEqual({ count: 24, steppedAt: 1000 });
    const third = nextVirtualCount(second.count, 32, 1500, second.steppedAt);
    expect(third).toEqual({ count: 32, steppedAt: 1500 });
    expect(hasMoreVirtualGames(third.count, 32)).toBe(false);
    expect(nextVirtualCount(third.count, 32, 5000, third.steppedAt)).toEqual({
      count: 32,
      steppedAt: 1500,
    });
  });

  it('should show every game at once when there are fewer than 12', () => {
    expect(initialVirtualCount(5)).toBe(5);
    expect(hasMoreVirtualGames(5, 5)).toBe(false);
    expect(initialVirtualCount(0)).toBe(0);
  });

  it('should not step again within 500 ms of the last step', () => {
    const stepped = nextVirtualCount(12, 32, 1000, never);
    expect(nextVirtualCount(stepped.count, 32, 1499, stepped.steppedAt)).toEqual({
      count: 24,
      steppedAt: 1000,
    });
    expect(
      nextVirtualCount(stepped.count, 32, 1000 + VIRTUAL_SPORTS_PAGING.throttleMs, 1000),
    ).toEqual({ count: 32, steppedAt: 1500 });
  });

  it('should say more games remain while fewer are shown than listed', () => {
    expect(hasMoreVirtualGames(12, 32)).toBe(true);
    expect(hasMoreVirtualGames(24, 32)).toBe(true);
  });
});
