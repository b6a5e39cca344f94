import { describe, expect, it } from 'vitest';
import {
  checkResultRange,
  daysInRange,
  defaultResultRange,
  isCalendarDay,
  MAX_RESULT_DAYS,
  toResultDay,
  toResultDays,
  utcToday,
} from './resultDays.ts';

describe('toResultDay', () => {
  it('should write a day as DDMMYYYY', () => {
    expect(toResultDay('2026-11-18')).toBe('18112026');
    expect(toResultDay('2027-01-05')).toBe('05012027');
  });

  it('should refuse a day that does not exist', () => {
    expect(() => toResultDay('2026-02-30')).toThrow(RangeError);
    expect(() => toResultDay('18.11.2026')).toThrow(RangeError);
    expect(() => toResultDay('')).toThrow(RangeError);
  });

  it('should convert a whole range', () => {
    expect(toResultDays({ from: '2026-11-15', to: '2026-11-18' })).toEqual({
      from: '15112026',
      to: '18112026',
    });
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2026-11-18', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-31', false],
    ['2026-1-5', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe('defaultResultRange', () => {
  it('should open on the three days before today and today', () => {
    expect(defaultResultRange('2026-11-18')).toEqual({ from: '2026-11-15', to: '2026-11-18' });
  });

  it('should cross month and year ends', () => {
    expect(defaultResultRange('2027-01-02')).toEqual({ from: '2026-12-30', to: '2027-01-02' });
    expect(defaultResultRange('2028-03-01', 1)).toEqual({ from: '2028-02-29', to: '2028-03-01' });
  });
});

describe('utcToday', () => {
  it('should count days in UTC, as the platform does', () => {
    // 22:30 in Santiago (UTC-3) is already the next day for the platform.
    expect(utcToday(new Date('2026-11-19T01:30:00Z'))).toBe('2026-11-19');
  });
});

describe('daysInRange', () => {
  it('should count both ends', () => {
    expect(daysInRange({ from: '2026-11-18', to: '2026-11-18' })).toBe(1);
    expect(daysInRange({ from: '2026-11-15', to: '2026-11-18' })).toBe(4);
    expect(daysInRange({ from: '2026-12-31', to: '2027-01-01' })).toBe(2);
  });

  it('should be 0 for a reversed or incomplete range', () => {
    expect(daysInRange({ from: '2026-11-18', to: '2026-11-17' })).toBe(0);
    expect(daysInRange({ from: '', to: '2026-11-17' })).toBe(0);
  });
});

describe('checkResultRange', () => {
  it('should accept a range in order of at most 62 days', () => {
    expect(checkResultRange({ from: '2026-11-18', to: '2026-11-18' })).toBeUndefined();
    // 1 October to 1 December is 62 days, both included.
    expect(checkResultRange({ from: '2026-10-01', to: '2026-12-01' })).toBeUndefined();
    expect(daysInRange({ from: '2026-10-01', to: '2026-12-01' })).toBe(MAX_RESULT_DAYS);
  });

  it('should refuse 63 days', () => {
    expect(checkResultRange({ from: '2026-09-30', to: '2026-12-01' })).toBe('tooLong');
  });

  it('should refuse a range that ends before it starts', () => {
    expect(checkResultRange({ from: '2026-11-18', to: '2026-11-17' })).toBe('reversed');
  });

  it('should ask for both days first', () => {
    expect(checkResultRange({ from: '', to: '2026-11-17' })).toBe('fromRequired');
    expect(checkResultRange({ from: '2026-11-17', to: '' })).toBe('toRequired');
    expect(checkResultRange({ from: '', to: '' })).toBe('fromRequired');
  });
});
