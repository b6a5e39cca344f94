import { describe, expect, it } from 'vitest';
import type { PlacementInput } from './validatePlacement.ts';
import { maxBonusAmount, validatePlacement } from './validatePlacement.ts';
import { slipBet } from './testing/bets.ts';

const freeBet = {
  amount: 100,
  maxBets: 4,
  minSingleCoef: 1.75,
  maxSingleCoef: 50,
  minExpressCoef: 1.75,
  active: 2,
};
const bonus = { minBets: 2, maxBets: 20, minCoefficient: 1.5, maxBonusPercent: 100, balance: 80 };

const input = (overrides: Partial<PlacementInput>): PlacementInput => ({
  bets: [slipBet(1, 2)],
  type: { kind: 'single' },
  stake: 100,
  funding: 'money',
  limits: { min: 1, max: 10000 },
  freeBet,
  bonus,
  ...overrides,
});

describe('validatePlacement', () => {
  it('should accept a stake within the limits', () => {
    expect(validatePlacement(input({}))).toEqual([]);
  });

  it('should block bets carrying an error code with one teams: message line each', () => {
    const lines = validatePlacement(
      input({
        bets: [slipBet(1, 2, { errorCode: 13 }), slipBet(2), slipBet(3, 2, { errorCode: 681 })],
      }),
    );
    expect(lines).toEqual([
      { teams: 'Local 1 - Visita 1', message: { key: 'bet.eventStopped' } },
      { teams: 'Local 3 - Visita 3', message: { key: 'status.eventUnavailable' } },
    ]);
  });

  it('should block a stake outside the limits', () => {
    expect(validatePlacement(input({ stake: 0.5 }))).toEqual([
      { message: { key: 'bet.belowMinimum' } },
    ]);
    expect(validatePlacement(input({ stake: 20000 }))).toEqual([
      { message: { key: 'bet.aboveMaximum' } },
    ]);
    expect(validatePlacement(input({ stake: Number.NaN }))).toHaveLength(1);
  });

  it('should do nothing when no bet has a rate', () => {
    expect(validatePlacement(input({ bets: [slipBet(1, Number.NaN)], stake: 0 }))).toEqual([]);
  });

  describe('free bets', () => {
    const free = (overrides: Partial<PlacementInput>) =>
      validatePlacement(input({ funding: 'freeBet', stake: 0, ...overrides }));

    it('should take at most maxBets bets', () => {
      const bets = [1, 2, 3, 4, 5].map((id) => slipBet(id, 2));
      expect(free({ bets, type: { kind: 'express' } })).toEqual([
        { message: { key: 'slip.tooManyFreeBets', values: { count: 4 } } },
      ]);
    });

    it('should keep a single within the free-bet odds', () => {
      expect(free({ bets: [slipBet(1, 1.5)] })).toEqual([
        {
          teams: 'Local 1 - Visita 1',
          message: { key: 'slip.minSingleCoef', values: { bound: 1.75 } },
        },
      ]);
      expect(free({ bets: [slipBet(1, 51)] })[0]?.message).toEqual({
        key: 'slip.maxSingleCoef',
        values: { bound: 50 },
      });
      expect(free({ bets: [slipBet(1, 1.75)] })).toEqual([]);
    });

    it('should need every express bet at the express minimum', () => {
      const lines = free({ bets: [slipBet(1, 2), slipBet(2, 1.6)], type: { kind: 'express' } });
      expect(lines).toEqual([
        {
          teams: 'Local 2 - Visita 2',
          message: { key: 'slip.minExpressCoef', values: { bound: 1.75 } },
        },
      ]);
    });

    it('should need an active free bet', () => {
      expect(free({ freeBet: { ...freeBet, active: 0 } })).toEqual([
        { message: { key: 'slip.noActiveFreeBets' } },
      ]);
    });
  });

  describe('bonus', () => {
    const withBonus = (overrides: Partial<PlacementInput>) =>
      validatePlacement(input({ funding: 'bonus', stake: 50, ...overrides }));
    const two = [slipBet(1, 2), slipBet(2, 1.6)];

    it('should need more than one bet, each at the bonus minimum', () => {
      const minimum = [{ message: { key: 'slip.minBonusCoef', values: { bound: 1.5 } } }];
      expect(withBonus({})).toEqual(minimum);
      expect(withBonus({ bets: [slipBet(1, 2), slipBet(2, 1.4)] })).toEqual(minimum);
      expect(withBonus({ bets: two, type: { kind: 'express' } })).toEqual([]);
    });

    it('should cap the bonus part by the stake share and the bonus balance', () => {
      expect(maxBonusAmount(50, bonus)).toBe(50);
      expect(maxBonusAmount(500, bonus)).toBe(80);
      expect(maxBonusAmount(500, { ...bonus, maxBonusPercent: 10 })).toBe(50);
      expect(withBonus({ bets: two, stake: 500, bonusAmount: 100 })).toEqual([
        { message: { key: 'slip.bonusAmountTooHigh', values: { max: 80 } } },
      ]);
      expect(withBonus({ bets: two, stake: 500, bonusAmount: 80 })).toEqual([]);
    });
  });
});
