import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  chooseTimeFilter,
  dayLabel,
  filterTimeSeconds,
  lineGamesQuery,
  lineMapQuery,
  parseTimeFilter,
  timeFilterKey,
  timeFilterSearch,
  timeFilterWindow,
  withTimeFilter,
  type TimeFilter,
} from './timeFilter.ts';

const now = new Date(2026, 10, 18, 14, 30); // 18 Nov 2026, 14:30 local time
const params = (text: string) => new URLSearchParams(text);

describe('parseTimeFilter', () => {
  it('should read a day offset of 0 to 3', () => {
    expect(parseTimeFilter(params('day=0'))).toEqual({ kind: 'day', day: 0 });
    expect(parseTimeFilter(params('day=3'))).toEqual({ kind: 'day', day: 3 });
  });

  it('should read a pre-start window of 2, 4, 6, 12 or 24 hours', () => {
    for (const hours of [2, 4, 6, 12, 24]) {
      expect(parseTimeFilter(params(`hours=${String(hours)}`))).toEqual({ kind: 'hours', hours });
    }
  });

  it('should ignore values the menu does not offer', () => {
    for (const query of ['', 'day=4', 'day=-1', 'day=x', 'hours=3', 'hours=', 'hours=2.5']) {
      expect(parseTimeFilter(params(query)), query).toEqual({ kind: 'all' });
    }
  });

  it('should let a valid day win over a window when an address carries both', () => {
    expect(parseTimeFilter(params('hours=6&day=2'))).toEqual({ kind: 'day', day: 2 });
  });
});

describe('withTimeFilter and timeFilterSearch', () => {
  it('should write one filter and drop the other, keeping unrelated parameters', () => {
    const next = withTimeFilter(params('day=1&x=y'), { kind: 'hours', hours: 6 });
    expect(next.toString()).toBe('x=y&hours=6');
    expect(withTimeFilter(params('hours=6'), { kind: 'all' }).toString()).toBe('');
  });

  it('should round-trip every filter through the address', () => {
    const filters: TimeFilter[] = [
      { kind: 'all' },
      { kind: 'day', day: 2 },
      { kind: 'hours', hours: 12 },
    ];
    for (const filter of filters) {
      const search = timeFilterSearch(filter);
      expect(parseTimeFilter(params(search.replace('?', '')))).toEqual(filter);
    }
    expect(timeFilterSearch({ kind: 'all' })).toBe('');
    expect(timeFilterSearch({ kind: 'day', day: 1 })).toBe('?day=1');
  });
});

describe('chooseTimeFilter', () => {
  it('should replace a day with a window and the other way round', () => {
    expect(chooseTimeFilter({ kind: 'day', day: 1 }, { kind: 'hours', hours: 4 })).toEqual({
      kind: 'hours',
      hours: 4,
    });
    expect(chooseTimeFilter({ kind: 'hours', hours: 4 }, { kind: 'day', day: 0 })).toEqual({
      kind: 'day',
      day: 0,
    });
  });

  it('should clear the filter when the active one is chosen again', () => {
    expect(chooseTimeFilter({ kind: 'day', day: 1 }, { kind: 'day', day: 1 })).toEqual({
      kind: 'all',
    });
  });
});

describe('time windows', () => {
  it('should send minutes × 60 seconds for a window of hours', () => {
    expect(filterTimeSeconds(2)).toBe(7200);
    expect(filterTimeSeconds(24)).toBe(86_400);
    expect(lineGamesQuery({ kind: 'hours', hours: 6 }, now)).toEqual({ filterTime: 21_600 });
  });

  it('should cover a whole local day for a day offset', () => {
    const window = timeFilterWindow({ kind: 'day', day: 1 }, now);
    expect(window).toEqual({
      fromDate: new Date(2026, 10, 19, 0, 0, 0, 0).toISOString(),
      toDate: new Date(2026, 10, 19, 23, 59, 59, 999).toISOString(),
    });
    expect(lineGamesQuery({ kind: 'day', day: 1 }, now)).toEqual(window);
  });

  it('should give the sport menu now … now + N hours as dates', () => {
    const window = lineMapQuery({ kind: 'hours', hours: 2 }, now);
    expect(window.fromDate).toBe(now.toISOString());
    expect(dayjs(window.toDate).diff(dayjs(window.fromDate), 'minute')).toBe(120);
  });

  it('should send nothing without a filter', () => {
    expect(timeFilterWindow({ kind: 'all' }, now)).toBeNull();
    expect(lineGamesQuery({ kind: 'all' }, now)).toEqual({});
    expect(lineMapQuery({ kind: 'all' }, now)).toEqual({});
  });
});

describe('dayLabel', () => {
  it('should name today and tomorrow, then show DD.MM', () => {
    expect(dayLabel(0, now)).toEqual({ kind: 'today' });
    expect(dayLabel(1, now)).toEqual({ kind: 'tomorrow' });
    expect(dayLabel(2, now)).toEqual({ kind: 'date', date: '20.11' });
    expect(dayLabel(3, new Date(2026, 11, 30, 23, 0))).toEqual({ kind: 'date', date: '02.01' });
  });
});

describe('timeFilterKey', () => {
  it('should tell filters apart', () => {
    expect(
      new Set([
        timeFilterKey({ kind: 'all' }),
        timeFilterKey({ kind: 'day', day: 2 }),
        timeFilterKey({ kind: 'hours', hours: 2 }),
      ]).size,
    ).toBe(3);
  });
});
