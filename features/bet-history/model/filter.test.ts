import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  ALL_PROVIDERS,
  buildHistoryRequest,
  gameTypeFilter,
  historyStatuses,
  initialFilter,
  statusFilter,
  toggleOption,
  type FilterOption,
  type HistoryStatus,
} from './filter.ts';

const range = { from: '2026-10-22', to: '2026-11-21' };

function statusesWith(...active: HistoryStatus[]): FilterOption<HistoryStatus>[] {
  return historyStatuses.map((value) => ({ value, active: active.includes(value) }));
}

describe('statusFilter (spec §4: zero or two statuses send none, exactly one is sent)', () => {
  it('should send nothing when no status is active', () => {
    expect(statusFilter(statusesWith())).toBeUndefined();
  });

  it.each([
    ['lost', 4],
    ['win', 34],
    ['pending', 0],
    ['sold', 17410],
  ] as const)('should send %s alone as the platform code %i', (status, code) => {
    expect(statusFilter(statusesWith(status))).toEqual([code]);
  });

  it('should send nothing when two statuses are active', () => {
    expect(statusFilter(statusesWith('lost', 'win'))).toBeUndefined();
    expect(statusFilter(statusesWith('pending', 'sold'))).toBeUndefined();
  });

  it('should send nothing when three or all four are active', () => {
    expect(statusFilter(statusesWith('lost', 'win', 'sold'))).toBeUndefined();
    expect(statusFilter(statusesWith('lost', 'win', 'pending', 'sold'))).toBeUndefined();
  });
});

describe('gameTypeFilter', () => {
  it('should send only the active game types', () => {
    const types = initialFilter(range).gameTypes;
    expect(gameTypeFilter(types)).toBeUndefined();
    expect(gameTypeFilter(toggleOption(types, 'live'))).toEqual(['live']);
    expect(gameTypeFilter(toggleOption(toggleOption(types, 'live'), 'line'))).toEqual([
      'line',
      'live',
    ]);
  });
});

describe('buildHistoryRequest', () => {
  it('should ask for a 1-based page of 10 over the local days, with nothing narrowed', () => {
    expect(buildHistoryRequest(initialFilter(range), 1)).toEqual({
      from_date: dayjs('2026-10-22').startOf('day').toISOString(),
      to_date: dayjs('2026-11-21').endOf('day').toISOString(),
      count: 10,
      page: 1,
    });
  });

  it('should carry the one status, the active types and the page asked', () => {
    const filter = initialFilter(range);
    const narrowed = {
      ...filter,
      statuses: toggleOption(filter.statuses, 'sold'),
      gameTypes: toggleOption(filter.gameTypes, 'line'),
    };
    expect(buildHistoryRequest(narrowed, 3)).toMatchObject({
      page: 3,
      status: [17410],
      types: ['line'],
    });
    expect(buildHistoryRequest(narrowed, 3)).not.toHaveProperty('providers');
  });

  it('should send named providers and never a page below 1', () => {
    const filter = {
      ...initialFilter(range),
      providers: [
        { value: ALL_PROVIDERS, active: false },
        { value: 'native', active: true },
      ],
    };
    expect(buildHistoryRequest(filter, 0)).toMatchObject({ page: 1, providers: 'native' });
  });
});
