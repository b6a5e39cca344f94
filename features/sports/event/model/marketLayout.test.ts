import { describe, expect, it } from 'vitest';
import type { Market } from '../../shared/api/feedTypes.ts';
import { odd } from '../../shared/testing/feedFixtures.ts';
import { layoutMarket, lineSizeText, marketsInOrder } from './marketLayout.ts';

const id = 100132;
const market = (groupId: number, odds: Market['odds']): Market => ({
  groupId,
  name: `Group ${String(groupId)}`,
  odds,
});

describe('marketsInOrder', () => {
  it('should put 1, 8, 2, 17 first and the rest by id', () => {
    const groups = [62, 17, 19, 2, 15, 8, 1, 136].map((groupId) => market(groupId, []));
    expect(marketsInOrder(groups).map((group) => group.groupId)).toEqual([
      1, 8, 2, 17, 15, 19, 62, 136,
    ]);
  });
});

describe('layoutMarket', () => {
  it('should put the match result in the columns 1, X, 2 whatever the feed order', () => {
    const [home, draw, away] = [
      odd(id, 1, 1, '1', 2.1),
      odd(id, 1, 2, 'X', 3.4),
      odd(id, 1, 3, '2', 3.2),
    ];
    expect(layoutMarket(market(1, [away, home, draw]))).toEqual({
      kind: 'columns',
      columns: [1, 2, 3],
      rows: [[home, draw, away]],
    });
  });

  it('should use the two-column result of sports without draws', () => {
    const [home, away] = [odd(id, 1, 401, '1', 1.6), odd(id, 1, 402, '2', 2.3)];
    expect(layoutMarket(market(1, [home, away]))).toEqual({
      kind: 'columns',
      columns: [401, 402],
      rows: [[home, away]],
    });
  });

  it('should leave a column empty when its outcome is missing', () => {
    const [homeOrDraw, awayOrDraw] = [odd(id, 8, 4, '1X', 1.3), odd(id, 8, 6, 'X2', 1.6)];
    expect(layoutMarket(market(8, [awayOrDraw, homeOrDraw]))).toEqual({
      kind: 'columns',
      columns: [4, 5, 6],
      rows: [[homeOrDraw, null, awayOrDraw]],
    });
  });

  it('should pair handicap odds by team 1’s line, sorted, with team 1 left', () => {
    const odds = [
      odd(id, 2, 7, 'H1 (+0.5)', 1.5, 0.5),
      odd(id, 2, 8, 'H2 (-0.5)', 2.5, -0.5),
      odd(id, 2, 7, 'H1 (-1.5)', 3.1, -1.5),
      odd(id, 2, 8, 'H2 (+1.5)', 1.35, 1.5),
      odd(id, 2, 7, 'H1 (0)', 2, 0),
      odd(id, 2, 8, 'H2 (0)', 1.8, 0),
    ];
    const layout = layoutMarket(market(2, odds));
    expect(layout.kind).toBe('lines');
    if (layout.kind !== 'lines') return;
    expect(layout.columns).toEqual([7, 8]);
    expect(layout.lines.map((line) => line.size)).toEqual([-1.5, 0, 0.5]);
    expect(layout.lines.map((line) => line.cells.map((cell) => cell?.name))).toEqual([
      ['H1 (-1.5)', 'H2 (+1.5)'],
      ['H1 (0)', 'H2 (0)'],
      ['H1 (+0.5)', 'H2 (-0.5)'],
    ]);
    expect(Object.is(layout.lines[1]?.size, 0)).toBe(true);
  });

  it('should put totals under, over on each line', () => {
    const odds = [
      odd(id, 17, 9, 'Over 3.5', 2.9, 3.5),
      odd(id, 17, 10, 'Under 3.5', 1.4, 3.5),
      odd(id, 17, 9, 'Over 2.5', 1.95, 2.5),
      odd(id, 17, 10, 'Under 2.5', 1.85, 2.5),
    ];
    expect(layoutMarket(market(17, odds))).toEqual({
      kind: 'lines',
      columns: [10, 9],
      lines: [
        { size: 2.5, cells: [odds[3], odds[2]] },
        { size: 3.5, cells: [odds[1], odds[0]] },
      ],
    });
  });

  it('should keep a line whose partner is missing', () => {
    const over = odd(id, 17, 9, 'Over 4.5', 4.2, 4.5);
    expect(layoutMarket(market(17, [over]))).toEqual({
      kind: 'lines',
      columns: [10, 9],
      lines: [{ size: 4.5, cells: [null, over] }],
    });
  });

  it('should put groups without columns of 3 odds or fewer in one row', () => {
    const odds = [odd(id, 19, 180, 'Yes', 1.8), odd(id, 19, 181, 'No', 1.95)];
    expect(layoutMarket(market(19, odds))).toEqual({ kind: 'rows', rows: [odds] });
  });

  it('should pair larger groups without columns in rows of 2', () => {
    const odds = [521, 512, 520, 502, 510].map((type) =>
      odd(id, 136, type, `${String(Math.floor((type - 500) / 10))}:${String(type % 10)}`, 4),
    );
    expect(layoutMarket(market(136, odds))).toEqual({
      kind: 'rows',
      rows: [[odds[0], odds[1]], [odds[2], odds[3]], [odds[4]]],
    });
  });

  it('should fall back to rows when odds do not fit the columns', () => {
    const stray = [odd(id, 1, 1, '1', 2), odd(id, 1, 99, '?', 3)];
    expect(layoutMarket(market(1, stray))).toEqual({ kind: 'rows', rows: [stray] });
    const twice = [odd(id, 17, 9, 'Over 2.5', 2, 2.5), odd(id, 17, 9, 'Over 2.5', 2.1, 2.5)];
    expect(layoutMarket(market(17, twice)).kind).toBe('rows');
    const noSize = [odd(id, 17, 9, 'Over', 2), odd(id, 17, 10, 'Under 2.5', 2, 2.5)];
    expect(layoutMarket(market(17, noSize)).kind).toBe('rows');
  });

  it('should lay out an empty group as no rows', () => {
    expect(layoutMarket(market(1, []))).toEqual({ kind: 'rows', rows: [] });
  });
});

describe('lineSizeText', () => {
  it('should sign handicaps and leave totals bare', () => {
    expect(lineSizeText(2, 1.5)).toBe('+1.5');
    expect(lineSizeText(2, -1.5)).toBe('-1.5');
    expect(lineSizeText(2, 0)).toBe('0');
    expect(lineSizeText(17, 2.5)).toBe('2.5');
  });
});
