import { describe, expect, it } from 'vitest';
import { checkDateRange, lastDays } from './dateRange.ts';

describe('lastDays', () => {
  it('should give the last 30 days up to today by default', () => {
    expect(lastDays('2026-11-18T12:00:00')).toEqual({ from: '2026-10-19', to: '2026-11-18' });
  });

  it('should take another length', () => {
    expect(lastDays('2026-03-01T09:00:00', 1)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
  });
});

describe('checkDateRange', () => {
  it('should accept a range in order, and a single day', () => {
    expect(checkDateRange({ from: '2026-10-19', to: '2026-11-18' })).toBeUndefined();
    expect(checkDateRange({ from: '2026-11-18', to: '2026-11-18' })).toBeUndefined();
  });

  it('should ask for missing days', () => {
    expect(checkDateRange({ from: '', to: '2026-11-18' })).toBe('fromRequired');
    expect(checkDateRange({ from: '2026-11-18', to: '' })).toBe('toRequired');
  });

  it('should refuse a range that ends before it starts', () => {
    expect(checkDateRange({ from: '2026-11-19', to: '2026-11-18' })).toBe('order');
  });
});

describe('checkDateRange with impossible days', () => {
  it('should treat a day that does not exist as missing', () => {
    expect(checkDateRange({ from: '2026-02-30', to: '2026-03-01' })).toBe('fromRequired');
  });
});
