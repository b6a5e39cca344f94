import { describe, expect, it } from 'vitest';
import {
  campaignPhase,
  countdownParts,
  isClaimDay,
  nextClaimMoment,
  nextExpiry,
} from './campaignClock.ts';

const at = (iso: string) => Date.parse(iso);
const wednesday = 3;

describe('isClaimDay', () => {
  it('should follow the Moscow day, not the UTC one', () => {
    // Tuesday 23:59:59 in Moscow.
    expect(isClaimDay(at('2026-11-24T20:59:59Z'), wednesday)).toBe(false);
    // Wednesday 00:00 in Moscow is still Tuesday in UTC.
    expect(isClaimDay(at('2026-11-24T21:00:00Z'), wednesday)).toBe(true);
    expect(isClaimDay(at('2026-11-25T20:59:59Z'), wednesday)).toBe(true);
    expect(isClaimDay(at('2026-11-25T21:00:00Z'), wednesday)).toBe(false);
  });

  it('should use the brand weekday', () => {
    // Sunday 22 November 2026, 06:12 in Moscow.
    expect(isClaimDay(at('2026-11-22T03:12:00Z'), 0)).toBe(true);
    expect(isClaimDay(at('2026-11-22T03:12:00Z'), wednesday)).toBe(false);
  });
});

describe('nextClaimMoment', () => {
  it('should be the coming Wednesday 00:00 Moscow', () => {
    expect(nextClaimMoment(at('2026-11-22T03:12:00Z'), wednesday)).toBe(at('2026-11-24T21:00:00Z'));
    expect(nextClaimMoment(at('2026-11-24T20:59:59Z'), wednesday)).toBe(at('2026-11-24T21:00:00Z'));
  });

  it("should be next week's on the claim day itself", () => {
    expect(nextClaimMoment(at('2026-11-24T21:00:00Z'), wednesday)).toBe(at('2026-12-01T21:00:00Z'));
    expect(nextClaimMoment(at('2026-11-25T20:00:00Z'), wednesday)).toBe(at('2026-12-01T21:00:00Z'));
  });

  it('should reach across the week end', () => {
    // Thursday → the next Monday.
    expect(nextClaimMoment(at('2026-11-26T12:00:00Z'), 1)).toBe(at('2026-11-29T21:00:00Z'));
  });
});

describe('nextExpiry', () => {
  it('should be Sunday 12:00 Moscow, which is 09:00 UTC', () => {
    expect(nextExpiry(at('2026-11-23T10:00:00Z'))).toBe(at('2026-11-29T09:00:00Z'));
    expect(nextExpiry(at('2026-11-21T22:00:00Z'))).toBe(at('2026-11-22T09:00:00Z'));
  });

  it('should move to the next week from the expiry moment on', () => {
    expect(nextExpiry(at('2026-11-22T08:59:59Z'))).toBe(at('2026-11-22T09:00:00Z'));
    expect(nextExpiry(at('2026-11-22T09:00:00Z'))).toBe(at('2026-11-29T09:00:00Z'));
  });
});

describe('countdownParts', () => {
  it('should split the time left into days, hours and minutes', () => {
    expect(countdownParts(at('2026-11-22T03:12:00Z'), at('2026-11-24T21:00:00Z'))).toEqual({
      days: 2,
      hours: 17,
      minutes: 48,
      totalMs: (2 * 24 * 60 + 17 * 60 + 48) * 60_000,
    });
  });

  it('should drop the seconds', () => {
    const parts = countdownParts(at('2026-11-24T20:58:01Z'), at('2026-11-24T21:00:00Z'));
    expect([parts.days, parts.hours, parts.minutes]).toEqual([0, 0, 1]);
  });

  it('should never go below zero', () => {
    expect(countdownParts(at('2026-11-25T00:00:00Z'), at('2026-11-24T21:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      totalMs: 0,
    });
  });
});

describe('campaignPhase', () => {
  const start = '2026-12-01';
  const end = '2026-12-28';

  it('should be upcoming before 00:00 Moscow of the first day', () => {
    expect(campaignPhase(at('2026-11-30T20:59:59Z'), start, end)).toBe('upcoming');
    expect(campaignPhase(at('2026-11-30T21:00:00Z'), start, end)).toBe('running');
  });

  it('should run through the whole last day', () => {
    expect(campaignPhase(at('2026-12-28T20:59:59Z'), start, end)).toBe('running');
    expect(campaignPhase(at('2026-12-28T21:00:00Z'), start, end)).toBe('ended');
  });

  it('should always run without dates (or with malformed ones)', () => {
    expect(campaignPhase(at('2030-01-01T00:00:00Z'), undefined, undefined)).toBe('running');
    expect(campaignPhase(at('2030-01-01T00:00:00Z'), '1/12/2026', 'soon')).toBe('running');
  });
});
