import { describe, expect, it } from 'vitest';
import { oddsMovement } from '../placement/index.ts';
import type { BetCheck } from '../placement/types.ts';
import { fixtureBets, fixtureRow } from './SlipPanel.fixtures.ts';
import { oddsChanges, shownRates, slipRows } from './slipRows.ts';

const [first, second] = fixtureBets;
if (!first || !second) throw new Error('fixtures');

const check = (changes: Partial<BetCheck> = {}): BetCheck => ({
  coef: 2.1,
  blocked: false,
  errorCode: 0,
  ...changes,
});

describe('slipRows', () => {
  it('should show the current rate and how it moved', () => {
    const [row] = slipRows(
      [first],
      new Map([[first.id, check({ coef: 2.25 })]]),
      new Set(),
      oddsMovement,
    );
    expect(row).toMatchObject({
      addedRate: 2.1,
      currentRate: 2.25,
      movement: 'up',
      blocked: false,
    });
  });

  it('should mark blocked, gone and incompatible bets', () => {
    const rows = slipRows(
      [first, second],
      new Map([
        [first.id, check({ blocked: true, errorCode: 14 })],
        [second.id, check({ coef: null })],
      ]),
      new Set([second.id]),
      oddsMovement,
    );
    expect(rows.map((row) => [row.blocked, row.incompatible, row.errorCode])).toEqual([
      [true, false, 14],
      [true, true, undefined],
    ]);
    expect(rows[1]?.currentRate).toBeUndefined();
  });

  it('should prefer the code a refused placement left on the bet', () => {
    const [row] = slipRows(
      [{ ...first, errorCode: 681 }],
      new Map([[first.id, check({ errorCode: 14 })]]),
      new Set(),
      oddsMovement,
    );
    expect(row?.errorCode).toBe(681);
  });
});

describe('oddsChanges', () => {
  it('should list shown prices that changed, not new bets', () => {
    const before = shownRates([fixtureRow(0)]);
    const after = [fixtureRow(0, { currentRate: 2.25 }), fixtureRow(1)];
    expect(oddsChanges(before, after)).toEqual([
      { id: first.id, teams: first.teams, from: 2.1, to: 2.25 },
    ]);
    expect(oddsChanges(shownRates(after), after)).toEqual([]);
  });
});
