import { describe, expect, it } from 'vitest';
import {
  expectedFirstProviders,
  hasMoreProviders,
  nextProviderCount,
  PROVIDER_BLOCKS,
  shownProviders,
} from './providerPaging.ts';

describe('nextProviderCount', () => {
  it('should show two more providers when the end is reached', () => {
    expect(nextProviderCount(2, 9, 1000, Number.NEGATIVE_INFINITY)).toEqual({
      count: 4,
      steppedAt: 1000,
    });
  });

  it('should not go past the last provider', () => {
    expect(nextProviderCount(8, 9, 1000, 0).count).toBe(9);
    expect(nextProviderCount(9, 9, 5000, 0)).toEqual({ count: 9, steppedAt: 0 });
  });

  it('should step at most every 500 ms', () => {
    expect(nextProviderCount(4, 9, 1499, 1000)).toEqual({ count: 4, steppedAt: 1000 });
    expect(nextProviderCount(4, 9, 1500, 1000)).toEqual({ count: 6, steppedAt: 1500 });
  });

  it('should start with two blocks of up to six games', () => {
    expect(PROVIDER_BLOCKS).toMatchObject({ initial: 2, step: 2, gamesPerBlock: 6 });
  });
});

describe('hasMoreProviders', () => {
  it('should say whether a block is still hidden', () => {
    expect(hasMoreProviders(2, 3)).toBe(true);
    expect(hasMoreProviders(3, 3)).toBe(false);
  });
});

describe('expectedFirstProviders', () => {
  it("should be the spec list's first two", () => {
    expect(expectedFirstProviders()).toEqual(['pragmatic', 'netent']);
  });

  it('should skip studios banned by name', () => {
    expect(expectedFirstProviders(new Set(['pragmatic']))).toEqual(['netent', 'amatic']);
  });
});

describe('shownProviders', () => {
  it("should take the list's first blocks once it answered", () => {
    expect(shownProviders(['amatic', 'egt', 'habanero'], 2)).toEqual(['amatic', 'egt']);
    expect(shownProviders(['amatic'], 2)).toEqual(['amatic']);
  });

  it('should take the expected ones before', () => {
    expect(shownProviders(undefined, 2)).toEqual(['pragmatic', 'netent']);
  });
});
