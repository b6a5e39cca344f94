import { describe, expect, it } from 'vitest';
import { amountToCents, checkAmount, paymentLimitsFor } from './limits.ts';

describe('paymentLimitsFor', () => {
  it("should carry the spec's CLP numbers and one withdrawal a day", () => {
    const limits = paymentLimitsFor('clp');
    expect(limits.top_up.min).toBe(6000);
    expect(limits.e_top_up.min).toBe(6000);
    expect(limits.withdrawal).toEqual({ min: 10_000, max: 1_500_000 });
    expect(limits.withdrawals_per_day).toBe(1);
  });

  it("should give the aggregator's 100 RUB minimum, also to FUN", () => {
    expect(paymentLimitsFor('RUB').top_up.min).toBe(100);
    expect(paymentLimitsFor('FUN')).toEqual(paymentLimitsFor('RUB'));
  });
});

describe('checkAmount', () => {
  it('should compare cents with whole-unit bounds, both included', () => {
    const range = { min: 6000, max: 3_000_000 };
    expect(checkAmount(599_999, range)).toBe('below-minimum');
    expect(checkAmount(600_000, range)).toBe('ok');
    expect(checkAmount(300_000_000, range)).toBe('ok');
    expect(checkAmount(300_000_001, range)).toBe('above-maximum');
  });
});

describe('amountToCents', () => {
  it('should accept up to two decimals and nothing unrepresentable', () => {
    expect(amountToCents(12.5, 'USD')).toBe(1250);
    expect(amountToCents(0.1 + 0.2, 'USD')).toBe(30);
    expect(amountToCents(6000.001, 'USD')).toBeUndefined();
    expect(amountToCents(0, 'USD')).toBeUndefined();
    expect(amountToCents(Number.NaN, 'USD')).toBeUndefined();
    // Chilean pesos have no decimals.
    expect(amountToCents(6000, 'CLP')).toBe(600_000);
    expect(amountToCents(6000.5, 'CLP')).toBeUndefined();
  });
});
