import { describe, expect, it } from 'vitest';
import { bonusCards, formatCoefficient, toBonusLimits } from './bonuses.ts';

/** The platform's CLP answer (content module README). */
const platformBonus = {
  cashbackBet: 0.05,
  cashbackPayment: 0.1,
  maxBetCount: 30,
  maxBonusSize: 500_000,
  maxBonusPercent: 10,
  minCoefficient: 1.4,
  registrationBonus: 10_000,
  maxBetCoefficient: 1000,
  minBetCoefficient: 1.01,
  maxBetsInCoupon: 20,
  minBetsInCoupon: 2,
};

describe('toBonusLimits', () => {
  it('should read the welcome bonus, which the platform credits at sign-up', () => {
    expect(toBonusLimits(platformBonus)).toEqual({ registrationBonus: 10_000 });
  });

  it('should drop a missing, zero, negative or non-numeric welcome bonus', () => {
    for (const registrationBonus of [0, -1, Number.NaN, '10000', undefined]) {
      expect(toBonusLimits({ registrationBonus }).registrationBonus).toBeUndefined();
    }
    expect(toBonusLimits(undefined).registrationBonus).toBeUndefined();
  });
});

describe('bonusCards', () => {
  it('should show the welcome bonus and no rule the platform does not pay', () => {
    // Express bonus, cashback and bonus bets are in the settings, but nothing pays them.
    expect(bonusCards(toBonusLimits(platformBonus), {})).toEqual([
      { kind: 'registration', amount: 10_000 },
    ]);
  });

  it('should leave out a welcome bonus the platform does not offer', () => {
    expect(bonusCards(toBonusLimits({ ...platformBonus, registrationBonus: 0 }), {})).toEqual([]);
  });

  it("should add the brand's campaigns only when it switches them on", () => {
    const none = bonusCards({}, { freeBets: { enabled: false }, promotions: {} });
    expect(none).toEqual([]);
    const both = bonusCards(
      {},
      {
        freeBets: { enabled: true, amount: 50, currency: 'USD', turnoverPerFreeBet: 600 },
        promotions: { enabled: true },
      },
    );
    expect(both).toEqual([
      {
        kind: 'freeBets',
        amount: 50,
        currency: 'USD',
        turnover: 600,
        maxPerWeek: 5,
        minOdds: 1.75,
        maxOdds: 50,
      },
      { kind: 'promotions' },
    ]);
  });

  it("should fill a free-bet campaign's gaps with the spec's numbers", () => {
    expect(bonusCards({}, { freeBets: { enabled: true } })).toEqual([
      {
        kind: 'freeBets',
        amount: 100,
        currency: 'TMT',
        turnover: 1200,
        maxPerWeek: 5,
        minOdds: 1.75,
        maxOdds: 50,
      },
    ]);
  });
});

describe('formatCoefficient', () => {
  it('should write odds with two decimals in the language', () => {
    expect(formatCoefficient(1.4, 'en-US')).toBe('1.40');
    expect(formatCoefficient(1.4, 'es-ES')).toBe('1,40');
    expect(formatCoefficient(50, 'pt-PT')).toBe('50,00');
  });
});
