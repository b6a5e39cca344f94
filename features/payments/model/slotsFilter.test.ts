import { describe, expect, it } from 'vitest';
import {
  buildSlotsHistoryQuery,
  initialSlotsFilter,
  toggleOption,
  toggleProvider,
  type SlotsHistoryFilter,
} from './slotsFilter.ts';

const range = { from: '2026-10-19', to: '2026-11-18' };
const initial = initialSlotsFilter(range, ['pragmatic', 'netent', 'evoplay']);

const activeProviders = (filter: SlotsHistoryFilter) =>
  filter.providers.filter((option) => option.active).map((option) => option.value);

describe('initialSlotsFilter', () => {
  it("should start on 'all' providers, no status and no game type", () => {
    expect(activeProviders(initial)).toEqual(['all']);
    expect(initial.providers.map((option) => option.value)).toEqual([
      'all',
      'pragmatic',
      'netent',
      'evoplay',
    ]);
    expect(initial.statuses.every((option) => !option.active)).toBe(true);
    expect(initial.gameTypes.map((option) => option.value)).toEqual([
      'slots',
      'table',
      'crash',
      'live',
      'race',
    ]);
  });

  it("should not list 'all' twice when the platform names it", () => {
    const filter = initialSlotsFilter(range, ['all', 'netent']);
    expect(filter.providers.map((option) => option.value)).toEqual(['all', 'netent']);
  });
});

describe('buildSlotsHistoryQuery', () => {
  it('should send only the dates and the page when nothing is narrowed', () => {
    expect(buildSlotsHistoryQuery(initial, 1)).toEqual({ ...range, page: 1, count: 10 });
  });

  it('should send one provider as a value and several as a list, never all', () => {
    const one = { ...initial, providers: toggleProvider(initial.providers, 'netent') };
    expect(buildSlotsHistoryQuery(one, 1).providers).toBe('netent');
    const two = { ...one, providers: toggleProvider(one.providers, 'pragmatic') };
    expect(buildSlotsHistoryQuery(two, 1).providers).toEqual(['pragmatic', 'netent']);
    const allAndOne = {
      ...initial,
      providers: initial.providers.map((o) => ({
        ...o,
        active: ['all', 'evoplay'].includes(o.value),
      })),
    };
    expect(buildSlotsHistoryQuery(allAndOne, 1).providers).toBe('evoplay');
  });

  it('should send a status only when exactly one is active', () => {
    const win = { ...initial, statuses: toggleOption(initial.statuses, 1) };
    expect(buildSlotsHistoryQuery(win, 1).statuses).toBe(1);
    const lose = { ...initial, statuses: toggleOption(initial.statuses, 2) };
    expect(buildSlotsHistoryQuery(lose, 1).statuses).toBe(2);
    const both = { ...win, statuses: toggleOption(win.statuses, 2) };
    expect(buildSlotsHistoryQuery(both, 1)).not.toHaveProperty('statuses');
    expect(buildSlotsHistoryQuery(initial, 1)).not.toHaveProperty('statuses');
  });

  it('should send the active game types only, one as a value and several as a list', () => {
    const crash = { ...initial, gameTypes: toggleOption(initial.gameTypes, 'crash') };
    expect(buildSlotsHistoryQuery(crash, 1).gameTypes).toBe('crash');
    const two = { ...crash, gameTypes: toggleOption(crash.gameTypes, 'slots') };
    expect(buildSlotsHistoryQuery(two, 1).gameTypes).toEqual(['slots', 'crash']);
  });

  it('should send the 1-based page and the page size', () => {
    expect(buildSlotsHistoryQuery(initial, 3, 20)).toMatchObject({ page: 3, count: 20 });
  });
});
