import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  compareMarketGroupIds,
  groupMainOdds,
  oddTrend,
  rowsOf,
  sortMarketGroups,
} from './markets.ts';

describe('compareMarketGroupIds', () => {
  it('should put 1, 8, 2, 17 first, then the rest ascending', () => {
    expect([5, 17, 3, 2, 100, 8, 1].sort(compareMarketGroupIds)).toEqual([1, 8, 2, 17, 3, 5, 100]);
  });
});

describe('sortMarketGroups', () => {
  it('should order groups by their id', () => {
    const groups = [{ id: 17 }, { id: 4 }, { id: 1 }, { id: 2 }, { id: 8 }];
    expect(sortMarketGroups(groups, (group) => group.id).map((group) => group.id)).toEqual([
      1, 8, 2, 17, 4,
    ]);
  });

  it('should not change the given list', () => {
    const groups = [{ id: 2 }, { id: 1 }];
    sortMarketGroups(groups, (group) => group.id);
    expect(groups).toEqual([{ id: 2 }, { id: 1 }]);
  });
});

describe('columnsOf', () => {
  it.each([
    [1, [1, 2, 3], [1, 2, 3]],
    [8, [4, 5, 6], [4, 5, 6]],
    [2, [7, 8], [7, 8]],
    [17, [9, 10], [10, 9]],
  ])('should lay out group %s with outcomes %j as columns %j', (groupId, outcomes, columns) => {
    expect(columnsOf(groupId, outcomes)).toEqual(columns);
  });

  it('should use two columns for a result market without a draw', () => {
    expect(columnsOf(1, [401, 402])).toEqual([401, 402]);
    expect(columnsOf(1, [402])).toEqual([401, 402]);
  });

  it('should keep three result columns when standard outcomes are present', () => {
    expect(columnsOf(1, [1, 3, 401])).toEqual([1, 2, 3]);
    expect(columnsOf(1, [])).toEqual([1, 2, 3]);
  });

  it('should apply the 401/402 layout to group 1 only', () => {
    expect(columnsOf(8, [401, 402])).toEqual([4, 5, 6]);
  });

  it('should give no fixed columns for other groups', () => {
    expect(columnsOf(3, [1, 2, 3])).toBeUndefined();
  });
});

describe('groupMainOdds', () => {
  const odds = ['1', 'X', '2', '1X', '12', 'X2', 'H1', 'H2', 'Over', 'Under', 'extra'];

  it('should split the main line into its four parts', () => {
    expect(groupMainOdds(odds)).toEqual({
      mainBets: ['1', 'X', '2'],
      doubleChance: ['1X', '12', 'X2'],
      handicap: ['H1', 'H2'],
      total: ['Over', 'Under'],
    });
  });

  it('should leave later parts empty when the list is short', () => {
    expect(groupMainOdds(['1', 'X', '2', '1X'])).toEqual({
      mainBets: ['1', 'X', '2'],
      doubleChance: ['1X'],
      handicap: [],
      total: [],
    });
    expect(groupMainOdds([])).toEqual({ mainBets: [], doubleChance: [], handicap: [], total: [] });
  });
});

describe('rowsOf', () => {
  it('should have no rows for no odds', () => {
    expect(rowsOf([])).toEqual([]);
  });

  it.each([[['a']], [['a', 'b']], [['a', 'b', 'c']]])('should keep %j in one row', (odds) => {
    expect(rowsOf(odds)).toEqual([odds]);
  });

  it('should pair larger groups in rows of 2', () => {
    expect(rowsOf(['a', 'b', 'c', 'd'])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(rowsOf(['a', 'b', 'c', 'd', 'e'])).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('should return new arrays', () => {
    const odds = ['a', 'b'];
    const [row] = rowsOf(odds);
    expect(row).not.toBe(odds);
  });
});

describe('oddTrend', () => {
  it('should report a rising rate as an increase', () => {
    expect(oddTrend(1.8, 1.85)).toBe('increase');
  });

  it('should report a falling rate as reduced', () => {
    expect(oddTrend(1.8, 1.75)).toBe('reduced');
  });

  it('should report an unchanged rate as default', () => {
    expect(oddTrend(1.8, 1.8)).toBe('default');
  });

  it('should show no movement without a usable previous rate', () => {
    expect(oddTrend(undefined, 1.8)).toBe('default');
    expect(oddTrend(Number.NaN, 1.8)).toBe('default');
    expect(oddTrend(1.8, Number.NaN)).toBe('default');
  });
});
