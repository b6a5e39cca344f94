import { describe, expect, it } from 'vitest';
import {
  normalizePromoCode,
  promoReward,
  type PromoCodeActivation,
  type PromoCodeCheck,
} from './promoCode.ts';

const check: PromoCodeCheck = {
  code: 'WELCOME100',
  type: 'bonus',
  amount: 100,
  free_bets: 0,
  percent: 0,
  valid_until: null,
};

const activation: PromoCodeActivation = {
  ...check,
  free_bets: { active: 0, inactive: 2 },
  balance: 1000,
  bonus_balance: 150,
};

describe('normalizePromoCode', () => {
  it('should trim what was typed and keep its case', () => {
    expect(normalizePromoCode('  welcome100 ')).toBe('welcome100');
    expect(normalizePromoCode('   ')).toBe('');
  });
});

describe('promoReward', () => {
  it('should report a bonus and the bonus balance after it', () => {
    expect(promoReward({ check, activation })).toEqual({
      code: 'WELCOME100',
      bonus: 100,
      freeBets: 0,
      bonusBalance: 150,
      activeFreeBets: 0,
    });
  });

  it("should count free bets from the check: the activation's free_bets are the counts", () => {
    const freeBetsCheck = {
      ...check,
      code: 'FREEBETS3',
      type: 'free-bets',
      amount: 0,
      free_bets: 3,
    };
    expect(
      promoReward({
        check: freeBetsCheck,
        activation: {
          ...freeBetsCheck,
          free_bets: { active: 5, inactive: 0 },
          balance: 1000,
          bonus_balance: 0,
        },
      }),
    ).toEqual({ code: 'FREEBETS3', bonus: 0, freeBets: 3, bonusBalance: 0, activeFreeBets: 5 });
  });

  it('should take the number given from an activation that sends one', () => {
    const reward = promoReward({
      check: { ...check, free_bets: 1 },
      activation: { ...activation, free_bets: 4 },
    });
    expect(reward.freeBets).toBe(4);
    expect(reward.activeFreeBets).toBeUndefined();
  });

  it('should report a deposit bonus by the amount credited', () => {
    const depositCheck = {
      ...check,
      code: 'RELOAD50',
      type: 'deposit-bonus',
      amount: 3000,
      percent: 50,
    };
    expect(
      promoReward({
        check: depositCheck,
        activation: {
          ...depositCheck,
          free_bets: { active: 0, inactive: 0 },
          balance: 0,
          bonus_balance: 3000,
        },
      }),
    ).toMatchObject({ bonus: 3000, freeBets: 0, bonusBalance: 3000 });
  });

  it('should credit nothing it cannot read', () => {
    expect(
      promoReward({
        check: { ...check, amount: Number.NaN, free_bets: -1 },
        activation: { ...activation, amount: -5, code: '' },
      }),
    ).toMatchObject({ code: 'WELCOME100', bonus: 0, freeBets: 0 });
  });
});
