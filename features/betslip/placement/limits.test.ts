import { describe, expect, it } from 'vitest';
import { fixtureBrand } from '../../core/testing/index.ts';
import {
  brandStakeLimits,
  changedBetCodes,
  toCouponLimits,
  type RawCouponLimits,
} from './limits.ts';

const raw: RawCouponLimits = {
  bets: [
    { id: 'a', status: 'OK', errorCode: 0, errorMessage: null, coef: 2.1, isBlocked: false },
    { id: 'b', status: 'Error', errorCode: 14, errorMessage: 'Stop', coef: null, isBlocked: true },
  ],
  error: 'Stop',
  limits: { min: 100, max: 500_000, maxWin: 20_000_000 },
  freeBet: {
    amount: 100,
    maxBets: 4,
    minSingleCoef: 1.75,
    maxSingleCoef: 50,
    minExpressCoef: 1.75,
    active: 1,
  },
  bonus: { minBets: 2, maxBets: 20, minCoefficient: 1.5, maxBonusPercent: 100, balance: 300 },
};

describe('toCouponLimits', () => {
  it('should read limits, rules and per-bet checks', () => {
    const limits = toCouponLimits(raw);
    expect(limits.limits).toEqual({ min: 100, max: 500_000, maxWin: 20_000_000 });
    expect(limits.freeBet?.active).toBe(1);
    expect(limits.bonus?.balance).toBe(300);
    expect(limits.checks.get('b')).toEqual({ coef: null, blocked: true, errorCode: 14 });
  });

  it('should leave out limits of the wrong shape', () => {
    const broken = { ...raw, limits: { min: 'x' } } as unknown as RawCouponLimits;
    expect(toCouponLimits(broken).limits).toBeUndefined();
  });
});

describe('brandStakeLimits', () => {
  it("should be the brand file's stake limits", () => {
    expect(brandStakeLimits(fixtureBrand)).toEqual({ min: 100, max: 5_000_000 });
    expect(brandStakeLimits({ limits: { bets: { min: 0.5, max: 8000 } } })).toEqual({
      min: 0.5,
      max: 8000,
    });
  });

  it("should be the spec's client defaults for a brand that writes none", () => {
    expect(brandStakeLimits({})).toEqual({ min: 1, max: 10_000 });
  });

  it("should be the spec's client defaults in a currency other than the brand's", () => {
    expect(brandStakeLimits(fixtureBrand, 'clp')).toEqual({ min: 100, max: 5_000_000 });
    expect(brandStakeLimits(fixtureBrand, 'USD')).toEqual({ min: 1, max: 10_000 });
  });
});

describe('changedBetCodes', () => {
  it('should list only the bets whose server code differs from their mark', () => {
    const checks = toCouponLimits(raw).checks;
    expect(
      changedBetCodes(
        [
          { id: 'a', errorCode: 9 },
          { id: 'b', errorCode: 14 },
          { id: 'c', errorCode: 4 },
        ],
        checks,
      ),
    ).toEqual([{ id: 'a', code: 0 }]);
    expect(changedBetCodes([{ id: 'a' }, { id: 'b' }], checks)).toEqual([{ id: 'b', code: 14 }]);
  });
});
