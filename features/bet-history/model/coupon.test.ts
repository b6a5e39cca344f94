import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { amountOutMeaning, couponKind, couponStatusName, localHistoryDate } from './coupon.ts';

describe('couponStatusName', () => {
  it.each([
    [0, 'pending'],
    [4, 'lost'],
    [34, 'won'],
    [322, 'returned'],
    [17410, 'sold'],
    [5, 'unknown'],
  ] as const)('should name status %i %s', (status, name) => {
    expect(couponStatusName(status)).toBe(name);
  });
});

describe('couponKind', () => {
  const base = { flag: 0, isExpress: false, systemIndex: null, countEvents: 1 };

  it('should tell a single', () => {
    expect(couponKind(base)).toEqual({ kind: 'single' });
  });

  it('should tell an express and its size', () => {
    expect(couponKind({ ...base, flag: 1, isExpress: true, countEvents: 3 })).toEqual({
      kind: 'express',
      events: 3,
    });
  });

  it('should tell a system k of n', () => {
    expect(
      couponKind({ ...base, flag: 2, isExpress: true, systemIndex: 2, countEvents: 3 }),
    ).toEqual({ kind: 'system', index: 2, events: 3 });
  });
});

describe('amountOutMeaning', () => {
  it.each([
    [0, 'possibleWin'],
    [34, 'won'],
    [322, 'returned'],
    [17410, 'soldFor'],
    [4, 'payout'],
  ] as const)('should read status %i as %s', (status, meaning) => {
    expect(amountOutMeaning(status)).toBe(meaning);
  });
});

describe('localHistoryDate', () => {
  it('should show a UTC platform time in the local zone, same format', () => {
    const expected = dayjs(new Date(Date.UTC(2026, 10, 20, 23, 5))).format('DD.MM.YYYY HH:mm');
    expect(localHistoryDate('20.11.2026 23:05')).toBe(expected);
  });

  it('should leave anything else as it came', () => {
    expect(localHistoryDate('')).toBe('');
    expect(localHistoryDate('soon')).toBe('soon');
  });
});
