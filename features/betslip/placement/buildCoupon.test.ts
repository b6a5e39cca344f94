import { describe, expect, it } from 'vitest';
import { buildCoupon } from './buildCoupon.ts';
import { slipBet } from './testing/bets.ts';

const base = {
  bets: [slipBet(1, 1.5), slipBet(2, 2, { isLive: true }), slipBet(3, 3)],
  stake: 300,
  acceptOddsChanges: false,
  language: 'es',
} as const;

describe('buildCoupon', () => {
  it('should send an express with the rates the player saw and the live flags', () => {
    expect(buildCoupon({ ...base, type: { kind: 'express' }, funding: 'money' })).toEqual({
      coupon: {
        sum: 300,
        acceptCoefChanges: false,
        lang: 'es',
        bets: [
          { id: '1_1.1', coef: 1.5, isLive: false },
          { id: '2_1.1', coef: 2, isLive: true },
          { id: '3_1.1', coef: 3, isLive: false },
        ],
        useBonus: false,
        useFreeBet: false,
      },
    });
  });

  it('should add the system index for a system and the bonus part for bonus funding', () => {
    const coupon = buildCoupon({
      ...base,
      type: { kind: 'system', size: 2 },
      funding: 'bonus',
      bonusAmount: 120,
    }).coupon;
    expect(coupon).toMatchObject({ systemIndex: 2, useBonus: true, bonusAmount: 120 });
  });

  it('should stake the free-bet amount for a free bet and skip bets without a rate', () => {
    const coupon = buildCoupon({
      ...base,
      bets: [slipBet(1, 2), slipBet(2, Number.NaN)],
      type: { kind: 'express' },
      funding: 'freeBet',
      freeBet: {
        amount: 100,
        maxBets: 4,
        minSingleCoef: 1.75,
        maxSingleCoef: 50,
        minExpressCoef: 1.75,
        active: 1,
      },
    }).coupon;
    expect(coupon).toMatchObject({ sum: 100, useFreeBet: true, useBonus: false });
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['1_1.1']);
    expect(coupon).not.toHaveProperty('bonusAmount');
  });
});
