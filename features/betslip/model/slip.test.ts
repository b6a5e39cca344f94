import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetslipSelection } from './selection.ts';
import {
  emptySlip,
  incompatibleBetIds,
  isTypeAllowed,
  slipProblems,
  slipReducer,
  typeForCount,
  type SlipAction,
  type SlipState,
} from './slip.ts';

const selection = (
  eventId: number,
  group: number,
  outcome: number,
  rate = 2,
): BetslipSelection => ({
  id: `${String(eventId)}_${String(group)}.${String(outcome)}`,
  rate,
  shortName: String(outcome),
  marketName: 'Match result',
  teams: 'Real Madrid - Atlético Madrid',
  eventId,
  sportId: 1,
  sportName: 'Fútbol',
  tourneyName: 'LaLiga',
  countryId: 5,
  isLive: false,
});

const run = (actions: readonly SlipAction[], from: SlipState = emptySlip) =>
  actions.reduce(slipReducer, from);

describe('slipReducer', () => {
  it('should append, toggle off, and replace within one event and market', () => {
    const state = run([
      { type: 'add', selection: selection(1, 1, 1) },
      { type: 'add', selection: selection(2, 1, 3) },
      { type: 'add', selection: selection(1, 1, 2) },
    ]);
    expect(state.bets.map((bet) => bet.id)).toEqual(['1_1.2', '2_1.3']);
    expect(run([{ type: 'add', selection: selection(2, 1, 3) }], state).bets).toHaveLength(1);
  });

  it('should become express with two bets and single again with one', () => {
    const two = run([
      { type: 'add', selection: selection(1, 1, 1) },
      { type: 'add', selection: selection(2, 1, 1) },
    ]);
    expect(two.type).toEqual({ kind: 'express' });
    expect(run([{ type: 'remove', id: '1_1.1' }], two).type).toEqual({ kind: 'single' });
    expect(run([{ type: 'clear' }], two)).toMatchObject({ bets: [], type: { kind: 'single' } });
  });

  it('should ignore adds while a slip action is processing', () => {
    const busy = run([{ type: 'setProcessing', processing: true }]);
    expect(run([{ type: 'add', selection: selection(1, 1, 1) }], busy)).toBe(busy);
  });

  it('should take a type chosen by hand only when the bets allow it', () => {
    const three = run(
      [1, 2, 3].map((id) => ({ type: 'add', selection: selection(id, 1, 1) }) as const),
    );
    expect(
      run([{ type: 'setType', betslipType: { kind: 'system', size: 2 } }], three).type,
    ).toEqual({
      kind: 'system',
      size: 2,
    });
    expect(
      run([{ type: 'setType', betslipType: { kind: 'system', size: 3 } }], three).type,
    ).toEqual({
      kind: 'express',
    });
    expect(run([{ type: 'setType', betslipType: { kind: 'single' } }], three).type).toEqual({
      kind: 'single',
    });
  });

  it('should mark bets with the codes of a refused placement', () => {
    const state = run([
      { type: 'add', selection: selection(1, 1, 1) },
      {
        type: 'markErrors',
        errors: [
          { id: '1_1.1', code: 4 },
          { id: 'gone', code: 1 },
        ],
      },
    ]);
    expect(state.bets[0]?.errorCode).toBe(4);
  });

  it('should keep the slip and the bets without a new code as they were', () => {
    const two = run([
      { type: 'add', selection: selection(1, 1, 1) },
      { type: 'add', selection: selection(2, 1, 1) },
    ]);
    const marked = slipReducer(two, { type: 'markErrors', errors: [{ id: '2_1.1', code: 17 }] });
    expect(marked.bets.map((bet) => bet.errorCode)).toEqual([undefined, 17]);
    expect(marked.bets[0]).toBe(two.bets[0]);
    expect(two.bets[1]?.errorCode).toBeUndefined();
    expect(slipReducer(marked, { type: 'markErrors', errors: [{ id: '2_1.1', code: 17 }] })).toBe(
      marked,
    );
    expect(slipReducer(marked, { type: 'markErrors', errors: [{ id: 'gone', code: 1 }] })).toBe(
      marked,
    );
  });
});

describe('incompatibleBetIds', () => {
  it('should mark two outcomes of one event in an express, not in singles', () => {
    const state = run([
      { type: 'add', selection: selection(1, 1, 1) },
      { type: 'add', selection: selection(1, 17, 9) },
      { type: 'add', selection: selection(2, 1, 1) },
    ]);
    expect([...incompatibleBetIds(state)].sort()).toEqual(['1_1.1', '1_17.9']);
    expect(incompatibleBetIds({ ...state, type: { kind: 'single' } }).size).toBe(0);
  });
});

describe('type rules', () => {
  it('should allow systems from 2 to n - 1 of 3 or more bets', () => {
    expect(isTypeAllowed({ kind: 'system', size: 2 }, 2)).toBe(false);
    expect(isTypeAllowed({ kind: 'system', size: 2 }, 3)).toBe(true);
    expect(isTypeAllowed({ kind: 'system', size: 1 }, 4)).toBe(false);
    expect(isTypeAllowed({ kind: 'express' }, 1)).toBe(false);
    expect(typeForCount(0)).toEqual({ kind: 'single' });
  });
});

/** Random slips: a few events and markets, so toggles and replacements happen often. */
const actionArbitrary: fc.Arbitrary<SlipAction> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(1, 2, 17),
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([eventId, group, outcome]): SlipAction => ({
      type: 'add',
      selection: selection(eventId, group, outcome),
    })),
  fc
    .tuple(
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(1, 2, 17),
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([eventId, group, outcome]): SlipAction => ({
      type: 'remove',
      id: `${String(eventId)}_${String(group)}.${String(outcome)}`,
    })),
  fc.constant<SlipAction>({ type: 'clear' }),
  fc.boolean().map((processing): SlipAction => ({ type: 'setProcessing', processing })),
  fc
    .integer({ min: 1, max: 5 })
    .map((size): SlipAction => ({ type: 'setType', betslipType: { kind: 'system', size } })),
  fc.constantFrom<SlipAction>(
    { type: 'setType', betslipType: { kind: 'single' } },
    { type: 'setType', betslipType: { kind: 'express' } },
  ),
);

describe('slip invariants over random sequences', () => {
  it('should never hold a duplicate id or two bets of one event and market', () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 60 }), (actions) => {
        let state = emptySlip;
        for (const action of actions) {
          state = slipReducer(state, action);
          expect(slipProblems(state)).toEqual([]);
          expect(isTypeAllowed(state.type, state.bets.length)).toBe(true);
        }
      }),
    );
  });

  it('should set the type from the count after every add, remove or clear that changed the bets', () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 60 }), (actions) => {
        let state = emptySlip;
        for (const action of actions) {
          const next = slipReducer(state, action);
          if (['add', 'remove', 'clear'].includes(action.type) && next !== state) {
            expect(next.type).toEqual(typeForCount(next.bets.length));
          }
          state = next;
        }
      }),
    );
  });

  it('should change nothing on an add while processing', () => {
    fc.assert(
      fc.property(
        fc.array(actionArbitrary, { maxLength: 30 }),
        actionArbitrary,
        (actions, last) => {
          const busy = slipReducer(actions.reduce(slipReducer, emptySlip), {
            type: 'setProcessing',
            processing: true,
          });
          if (last.type === 'add') expect(slipReducer(busy, last)).toBe(busy);
        },
      ),
    );
  });
});
