import { describe, expect, it } from 'vitest';
import { bonusCards, formatCoefficient, formatPercent, toBonusLimits } from './bonuses.ts';

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
  it('should read every rule the platform sends', () => {
    expect(toBonusLimits(platformBonus)).toEqual(platformBonus);
  });

  it('should drop missing, zero, negative and non-numeric rules', () => {
    expect(
      toBonusLimits({ registrationBonus: 0, cashbackBet: -1, maxBetCount: Number.NaN }),
    ).toEqual(
      expect.objectContaining({
        registrationBonus: undefined,
        cashbackBet: undefined,
        maxBetCount: undefined,
        maxBonusPercent: undefined,
      }),
    );
    expect(toBonusLimits(undefined).registrationBonus).toBeUndefined();
  });
});

describe('bonusCards', () => {
  it('should explain every bonus of the settings, welcome bonus first', () => {
    const cards = bonusCards(toBonusLimits(platformBonus), {});
    expect(cards).toEqual([
      { kind: 'registration', amount: 10_000 },
      {
        kind: 'express',
        percent: 10,
        minCoefficient: 1.4,
        minSelections: 2,
        maxSelections: 20,
        maxBonus: 500_000,
      },
      { kind: 'weeklyBets', count: 30, minCoefficient: 1.01, maxCoefficient: 1000 },
      { kind: 'betCashback', share: 0.05 },
      { kind: 'depositCashback', share: 0.1 },
    ]);
  });

  it('should leave out a bonus the platform does not offer', () => {
    const kinds = bonusCards(toBonusLimits({ cashbackBet: 0.05, registrationBonus: 0 }), {}).map(
      (card) => card.kind,
    );
    expect(kinds).toEqual(['betCashback']);
  });

  it('should keep an express bonus whose details are missing', () => {
    expect(bonusCards(toBonusLimits({ maxBonusPercent: 5 }), undefined)).toEqual([
      {
        kind: 'express',
        percent: 5,
        minCoefficient: undefined,
        minSelections: undefined,
        maxSelections: undefined,
        maxBonus: undefined,
      },
    ]);
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

describe('formatPercent', () => {
  it('should write a share as a percentage in the language', () => {
    expect(formatPercent(0.05, 'en-US')).toBe('5%');
    expect(formatPercent(0.1, 'es-ES')).toBe('10\u00a0%');
    expect(formatPercent(0.125, 'en-US')).toBe('12.5%');
  });

  it('should take a percentage as well', () => {
    expect(formatPercent(10, 'en-US', true)).toBe('10%');
  });
});

describe('formatCoefficient', () => {
  it('should write odds with two decimals in the language', () => {
    expect(formatCoefficient(1.4, 'en-US')).toBe('1.40');
    expect(formatCoefficient(1.4, 'es-ES')).toBe('1,40');
    expect(formatCoefficient(50, 'pt-PT')).toBe('50,00');
  });
});
