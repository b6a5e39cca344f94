import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../random.ts';
import { createModel, initialState, outcomesOf } from '../sim/engine.ts';
import { clockText, displayOf } from '../sim/display.ts';
import { plannedOdds } from '../sim/plan.ts';
import { variants } from '../sim/variants.ts';
import { expectedResult } from '../testHelpers.ts';
import { poisson, raceWin } from './distributions.ts';
import { oddId, oddName } from './markets.ts';
import { chancesOf, rateOf } from './pricing.ts';
import { settleOdd } from './results.ts';

describe('settlement', () => {
  it.each([
    [1, null, 2, 1, 34],
    [2, null, 1, 1, 34],
    [3, null, 2, 1, 4],
    [401, null, 2, 0, 34],
    [402, null, 2, 0, 4],
    [4, null, 1, 1, 34],
    [5, null, 1, 1, 4],
    [6, null, 0, 3, 34],
    [7, -1, 2, 1, 322],
    [7, -1.5, 2, 1, 4],
    [8, 1.5, 2, 1, 34],
    [9, 2.5, 2, 1, 34],
    [10, 2.5, 2, 1, 4],
    [9, 3, 2, 1, 322],
    [11, 1.5, 2, 1, 34],
    [14, 0.5, 2, 1, 4],
    [180, null, 2, 1, 34],
    [181, null, 2, 0, 34],
    [521, null, 2, 1, 34],
    [520, null, 2, 1, 4],
  ])('type %i size %s at %i:%i is %i', (type, size, score1, score2, result) => {
    expect(settleOdd(type, size, score1, score2)).toBe(result);
    expect(expectedResult(type, size, score1, score2)).toBe(result);
  });
});

describe('pricing', () => {
  it('should price every variant with a book of about 105 % on the 1 X 2 and totals', () => {
    const random = createRandom(7);
    for (const variant of Object.keys(variants) as Array<keyof typeof variants>) {
      const model = createModel(variant, random);
      const outcomes = outcomesOf(model, initialState(variant));
      const odds = plannedOdds(model);
      const book = (groupId: number, size: number | null) =>
        odds
          .filter((odd) => odd.groupId === groupId && odd.size === size && odd.type !== 8)
          .reduce((sum, odd) => sum + 1 / rateOf(chancesOf(outcomes, odd.type, odd.size), 0.05), 0);
      expect(book(1, null), variant).toBeGreaterThan(1.03);
      expect(book(1, null), variant).toBeLessThan(1.08);
      const total = model.lines.totals[Math.floor(model.lines.totals.length / 2)] ?? null;
      expect(book(17, total), variant).toBeGreaterThan(1.03);
      expect(book(17, total), variant).toBeLessThan(1.08);
    }
  });

  it('should keep prices within 1.01 … 100 and mark the evenest line as the middle one', () => {
    const model = createModel('football', createRandom(3));
    const outcomes = outcomesOf(model, initialState('football'));
    const [, main] = model.lines.totals;
    const over = chancesOf(outcomes, 9, main ?? 2.5).won;
    expect(over).toBeGreaterThan(0.3);
    expect(over).toBeLessThan(0.7);
    expect(rateOf({ won: 0.9999, returned: 0 }, 0.05)).toBe(1.01);
    expect(rateOf({ won: 0, returned: 0 }, 0.05)).toBe(100);
  });

  it('should compute race and Poisson chances', () => {
    expect(raceWin(0.5, 0, 0, 25, true)).toBeCloseTo(0.5, 6);
    expect(raceWin(0.6, 24, 24, 25, true)).toBeCloseTo(0.36 / 0.52, 6);
    expect(raceWin(0.5, 10, 0, 11, true)).toBeGreaterThan(0.99);
    const probabilities = poisson(2.5);
    expect(probabilities.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 9);
    expect(probabilities[0]).toBeCloseTo(Math.exp(-2.5), 6);
  });
});

describe('names and display', () => {
  it('should name odds per language and build contract ids', () => {
    expect(oddName(9, 2.5, 'es')).toBe('Más de 2.5');
    expect(oddName(10, 2.5, 'en')).toBe('Under 2.5');
    expect(oddName(7, -1.5, 'pt')).toBe('H1 (-1.5)');
    expect(oddName(8, 1.5, 'pt')).toBe('H2 (+1.5)');
    expect(oddName(2, null, 'en')).toBe('X');
    expect(oddName(521, null, 'en')).toBe('2:1');
    expect(oddId(12, 2, 7, -1.5)).toBe('12_2.7.-1.5');
    expect(oddId(12, 1, 1, null)).toBe('12_1.1');
  });

  it('should show the clock as minutes:seconds and the live-score fields', () => {
    expect(clockText(67 * 60_000 + 5_000)).toBe('67:05');
    expect(clockText(105 * 60_000)).toBe('105:00');
    const state = initialState('tennis');
    state.periods = [
      [6, 4],
      [3, 3],
    ];
    state.score = [1, 0];
    state.point = [3, 2];
    state.clockMs = 80 * 60_000;
    expect(displayOf(state, 1_000)).toEqual({
      time: '80:00',
      clock: { elapsedMs: 80 * 60_000, atMs: 1_000, running: true },
      stat: { curGame: 2, score: '1:0', '1': '6:4', '2': '3:3' },
      periodScore: ['6:4', '3:3'],
      subScore: '40:30',
    });
  });
});
