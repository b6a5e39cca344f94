import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  ALL_PROVIDERS,
  buildHistoryRequest,
  checkDateRange,
  gameTypeFilter,
  historyStatuses,
  initialFilter,
  lastDays,
  providerFilter,
  statusFilter,
  toggleOption,
  toggleProvider,
  type FilterOption,
  type HistoryStatus,
} from './filter.ts';

const range = { from: '2026-10-22', to: '2026-11-21' };

function statusesWith(...active: HistoryStatus[]): FilterOption<HistoryStatus>[] {
  return historyStatuses.map((value) => ({ value, active: active.includes(value) }));
}

describe('lastDays', () => {
  it('should span the last 30 days up to today by default', () => {
    expect(lastDays('2026-11-21T10:00:00')).toEqual(range);
    expect(lastDays('2026-03-01T00:00:00', 1)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
  });
});

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

describe('providerFilter', () => {
  const providers = (...active: string[]) =>
    [ALL_PROVIDERS, 'native', 'partner'].map((value) => ({
      value,
      active: active.includes(value),
    }));

  it('should send nothing when only all is active', () => {
    expect(providerFilter(providers(ALL_PROVIDERS))).toBeUndefined();
  });

  it('should send one named provider as a value and several as a list, never all', () => {
    expect(providerFilter(providers('native'))).toBe('native');
    expect(providerFilter(providers('native', 'partner'))).toEqual(['native', 'partner']);
    expect(providerFilter(providers(ALL_PROVIDERS, 'partner'))).toBe('partner');
  });
});

describe('toggleProvider', () => {
  const options = [ALL_PROVIDERS, 'native', 'partner'].map((value) => ({
    value,
    active: value === ALL_PROVIDERS,
  }));
  const active = (list: readonly FilterOption<string>[]) =>
    list.filter((option) => option.active).map((option) => option.value);

  it('should clear all when a provider is chosen, and bring it back when none is left', () => {
    const chosen = toggleProvider(options, 'native');
    expect(active(chosen)).toEqual(['native']);
    expect(active(toggleProvider(chosen, 'native'))).toEqual([ALL_PROVIDERS]);
  });

  it('should clear the named providers when all is chosen', () => {
    const chosen = toggleProvider(toggleProvider(options, 'native'), 'partner');
    expect(active(toggleProvider(chosen, ALL_PROVIDERS))).toEqual([ALL_PROVIDERS]);
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

describe('checkDateRange', () => {
  it('should accept a range in order, the same day included', () => {
    expect(checkDateRange(range)).toBeUndefined();
    expect(checkDateRange({ from: '2026-11-21', to: '2026-11-21' })).toBeUndefined();
  });

  it('should need both days, real ones', () => {
    expect(checkDateRange({ from: '', to: '2026-11-21' })).toBe('fromRequired');
    expect(checkDateRange({ from: '2026-02-30', to: '2026-11-21' })).toBe('fromRequired');
    expect(checkDateRange({ from: '2026-11-01', to: '' })).toBe('toRequired');
  });

  it('should refuse a first day after the last', () => {
    expect(checkDateRange({ from: '2026-11-22', to: '2026-11-21' })).toBe('order');
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
