import { describe, expect, it } from 'vitest';
import { defaultBadgeMax, formatBadgeCount } from './badgeCount.ts';

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [42, '42'],
    [98, '98'],
    [99, '99'],
  ])('should show %d as %s up to the default max', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown);
  });

  it('should cap counts above the default max of 99', () => {
    expect(defaultBadgeMax).toBe(99);
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('99+');
  });

  it.each([
    [9, 9, '9'],
    [10, 9, '9+'],
    [999, 999, '999'],
    [1000, 999, '999+'],
    [1, 1, '1'],
    [2, 1, '1+'],
  ])('should show %d with max %d as %s', (count, max, shown) => {
    expect(formatBadgeCount(count, max)).toBe(shown);
  });

  it('should show 0 for negative or non-numeric counts', () => {
    expect(formatBadgeCount(-1)).toBe('0');
    expect(formatBadgeCount(-500, 9)).toBe('0');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
    expect(formatBadgeCount(Number.NEGATIVE_INFINITY)).toBe('0');
  });

  it('should drop fractions instead of rounding a count up', () => {
    expect(formatBadgeCount(4.9)).toBe('4');
    expect(formatBadgeCount(99.5)).toBe('99');
    expect(formatBadgeCount(0.5)).toBe('0');
  });

  it('should treat a max below 1 as 1 and drop its fraction', () => {
    expect(formatBadgeCount(5, 0)).toBe('1+');
    expect(formatBadgeCount(5, -10)).toBe('1+');
    expect(formatBadgeCount(5, 4.7)).toBe('4+');
    expect(formatBadgeCount(4, 4.7)).toBe('4');
  });

  it('should fall back to the default max when max is not a finite number', () => {
    expect(formatBadgeCount(150, Number.NaN)).toBe('99+');
    expect(formatBadgeCount(150, Number.POSITIVE_INFINITY)).toBe('99+');
  });
});
