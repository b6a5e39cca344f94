import { describe, expect, it } from 'vitest';
import {
  earnedFreeBets,
  isClaimDay,
  lastExpiry,
  nextClaimDay,
  nextExpiry,
  weekStart,
} from './freeBetRules.ts';

// 2026-11-18 is a Wednesday; Moscow is UTC+3, so Moscow midnight is 21:00 UTC the day before.
const at = (iso: string) => new Date(iso);

describe('weekStart', () => {
  it('should be Monday 00:00 Moscow time (Sunday 21:00 UTC)', () => {
    expect(weekStart(at('2026-11-18T12:00:00Z')).toISOString()).toBe('2026-11-15T21:00:00.000Z');
  });

  it('should start a new week at Monday 00:00 Moscow even while it is still Sunday in UTC', () => {
    expect(weekStart(at('2026-11-22T20:59:59Z')).toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(weekStart(at('2026-11-22T21:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });
});

describe('isClaimDay', () => {
  it('should follow the Wednesday of Moscow, not of UTC', () => {
    expect(isClaimDay(at('2026-11-18T12:00:00Z'))).toBe(true);
    // Tuesday 21:30 UTC is already Wednesday 00:30 in Moscow.
    expect(isClaimDay(at('2026-11-17T21:30:00Z'))).toBe(true);
    expect(isClaimDay(at('2026-11-17T20:59:59Z'))).toBe(false);
    // Wednesday 21:00 UTC is Thursday in Moscow.
    expect(isClaimDay(at('2026-11-18T21:00:00Z'))).toBe(false);
    expect(isClaimDay(at('2026-11-19T12:00:00Z'))).toBe(false);
  });
});

describe('nextClaimDay', () => {
  it("should be the next Wednesday's Moscow midnight, next week's when today is Wednesday", () => {
    expect(nextClaimDay(at('2026-11-16T10:00:00Z')).toISOString()).toBe('2026-11-17T21:00:00.000Z');
    expect(nextClaimDay(at('2026-11-18T12:00:00Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(nextClaimDay(at('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });
});

describe('expiry moments', () => {
  it('should expire on Sunday 12:00 Moscow (09:00 UTC)', () => {
    expect(nextExpiry(at('2026-11-18T12:00:00Z')).toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(nextExpiry(at('2026-11-22T08:59:59Z')).toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(nextExpiry(at('2026-11-22T09:00:00Z')).toISOString()).toBe('2026-11-29T09:00:00.000Z');
  });

  it('should give the latest expiry at or before a moment', () => {
    expect(lastExpiry(at('2026-11-18T12:00:00Z')).toISOString()).toBe('2026-11-15T09:00:00.000Z');
    expect(lastExpiry(at('2026-11-22T09:00:00Z')).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });
});

describe('earnedFreeBets', () => {
  it.each([
    [0, 0],
    [119_900, 0],
    [120_000, 1],
    [359_999, 2],
    [600_000, 5],
    [10_000_000, 5],
  ])('should turn a turnover of %i cents into %i free bets', (cents, expected) => {
    expect(earnedFreeBets(cents)).toBe(expected);
  });
});
