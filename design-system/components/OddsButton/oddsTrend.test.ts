import { describe, expect, it } from 'vitest';
import { compareOdds } from './oddsTrend.ts';

describe('compareOdds', () => {
  it('should say up when the price rises', () => {
    expect(compareOdds(1.85, 1.9)).toBe('up');
  });

  it('should say down when the price falls', () => {
    expect(compareOdds(1.85, 1.8)).toBe('down');
  });

  it('should say nothing when the price is unchanged', () => {
    expect(compareOdds(2, 2)).toBeUndefined();
  });

  it('should say nothing when either price is unknown', () => {
    expect(compareOdds(undefined, 2)).toBeUndefined();
    expect(compareOdds(2, undefined)).toBeUndefined();
  });

  it('should say nothing for a price that is not a number', () => {
    expect(compareOdds(Number.NaN, 2)).toBeUndefined();
    expect(compareOdds(2, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('should compare American odds by value, negative ones included', () => {
    expect(compareOdds(-150, -120)).toBe('up');
    expect(compareOdds(120, -110)).toBe('down');
  });
});
