import { describe, expect, it } from 'vitest';
import { checkAmount, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['6000', 6000],
    [' 6 000 ', 6000],
    ['6000,5', 6000.5],
    ['6000.50', 6000.5],
    ['0.01', 0.01],
  ])('should read %j as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', 'abc', '6.000', '1,234.5', '10.123', '-5', '0', '0,00', '1e3', '5,'])(
    'should refuse %j',
    (text) => {
      expect(parseAmount(text)).toBeUndefined();
    },
  );
});

describe('checkAmount', () => {
  const range = { min: 6000, max: 3_000_000 };

  it('should ask for an amount when the field is empty', () => {
    expect(checkAmount('  ', range)).toEqual({ problem: 'required' });
  });

  it('should refuse text that is not an amount', () => {
    expect(checkAmount('seis mil', range)).toEqual({ problem: 'invalid' });
  });

  it('should refuse an amount below the minimum and accept the minimum itself', () => {
    expect(checkAmount('5999,99', range)).toEqual({ problem: 'belowMinimum' });
    expect(checkAmount('6000', range)).toEqual({ amount: 6000 });
  });

  it('should refuse an amount above the maximum and accept the maximum itself', () => {
    expect(checkAmount('3000000,01', range)).toEqual({ problem: 'aboveMaximum' });
    expect(checkAmount('3000000', range)).toEqual({ amount: 3_000_000 });
  });

  it('should take Chilean pesos, which have no decimals, in whole amounts only', () => {
    expect(checkAmount('6000', range, 0)).toEqual({ amount: 6000 });
    expect(checkAmount('6000,00', range, 0)).toEqual({ amount: 6000 });
    expect(checkAmount('6000,50', range, 0)).toEqual({ problem: 'wholeAmount' });
    // Group separators are refused as before, whatever the currency.
    expect(checkAmount('6.000', range, 0)).toEqual({ problem: 'invalid' });
    expect(checkAmount('seis mil', range, 0)).toEqual({ problem: 'invalid' });
  });

  it('should check only the format while the limits are unknown', () => {
    expect(checkAmount('1', undefined)).toEqual({ amount: 1 });
  });
});
