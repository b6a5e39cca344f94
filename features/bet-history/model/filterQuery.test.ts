import { describe, expect, it } from 'vitest';
import { initialFilter, lastDays, toggleOption } from './filter.ts';
import { historySearch, readHistoryLocation } from './filterQuery.ts';

const today = '2026-11-21T10:00:00';
const defaults = initialFilter(lastDays(today));

describe('readHistoryLocation', () => {
  it('should open on the last 30 days, nothing narrowed, page 1', () => {
    expect(readHistoryLocation(new URLSearchParams(), today)).toEqual({
      filter: defaults,
      page: 1,
    });
  });

  it('should read the days, statuses, types and page of the address', () => {
    const { filter, page } = readHistoryLocation(
      new URLSearchParams('from=2026-11-01&to=2026-11-10&status=win&status=sold&type=live&page=3'),
      today,
    );
    expect(page).toBe(3);
    expect({ from: filter.from, to: filter.to }).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(filter.statuses.filter((s) => s.active).map((s) => s.value)).toEqual(['win', 'sold']);
    expect(filter.gameTypes.filter((s) => s.active).map((s) => s.value)).toEqual(['live']);
    expect(filter.providers).toEqual(defaults.providers);
  });

  it('should fall back on days out of order, unknown values and bad pages', () => {
    const { filter, page } = readHistoryLocation(
      new URLSearchParams('from=2026-11-10&to=2026-11-01&status=bogus&provider=other&page=-2'),
      today,
    );
    expect(filter).toEqual(defaults);
    expect(page).toBe(1);
  });
});

describe('historySearch', () => {
  it('should write only what differs from nothing narrowed, and read back the same', () => {
    const filter = {
      ...defaults,
      statuses: toggleOption(defaults.statuses, 'pending'),
      gameTypes: toggleOption(defaults.gameTypes, 'line'),
    };
    const search = historySearch({ filter, page: 2 });
    expect(search.toString()).toBe('from=2026-10-22&to=2026-11-21&status=pending&type=line&page=2');
    const both = { ...filter, statuses: toggleOption(filter.statuses, 'lost') };
    expect(historySearch({ filter: both, page: 1 }).getAll('status')).toEqual(['lost', 'pending']);
    expect(readHistoryLocation(historySearch({ filter: both, page: 1 }), today).filter).toEqual(
      both,
    );
    expect(readHistoryLocation(search, today)).toEqual({ filter, page: 2 });
    expect(historySearch({ filter: defaults, page: 1 }).toString()).toBe(
      'from=2026-10-22&to=2026-11-21',
    );
  });
});
