import { describe, expect, it } from 'vitest';
import { formatOdds, OddsFormats, parseOddsFormat, UNAVAILABLE_ODDS } from './odds.ts';

describe('formatOdds in decimal format', () => {
  it.each([
    [1.5, '1.50'],
    [2, '2.00'],
    [1.91, '1.91'],
    [12.345, '12.35'],
    [1.005, '1.01'],
    [101, '101.00'],
  ])('should show %s as %s', (rate, shown) => {
    expect(formatOdds(rate, OddsFormats.decimal)).toBe(shown);
  });
});

describe('formatOdds in american format', () => {
  it.each([
    [1.5, '-200'],
    [1.8, '-125'],
    [1.91, '-110'],
    [1.4, '-250'],
    [2, '-100'],
    [2.2, '+120'],
    [2.5, '+150'],
    [3, '+200'],
    [11, '+1000'],
    [1.6666, '-150'],
  ])('should show %s as %s', (rate, shown) => {
    expect(formatOdds(rate, OddsFormats.american)).toBe(shown);
  });

  it('should round halves away from zero on both sides', () => {
    expect(formatOdds(2.125, OddsFormats.american)).toBe('+113');
    expect(formatOdds(1.8, OddsFormats.american)).toBe('-125');
    // 100 / 0.16 = 625 exactly; 100 / 0.64 = 156.25
    expect(formatOdds(1.64, OddsFormats.american)).toBe('-156');
  });
});

describe('formatOdds in fractional format', () => {
  it.each([
    [1.5, '1/2'],
    [1.8, '4/5'],
    [2, '1/1'],
    [2.25, '5/4'],
    [2.5, '3/2'],
    [3, '2/1'],
    [3.2, '11/5'],
    [1.91, '10/11'],
    [1.83, '5/6'],
    [1.73, '8/11'],
    [1.67, '2/3'],
    [1.44, '4/9'],
    [1.22, '2/9'],
    [2.38, '11/8'],
    [2.63, '13/8'],
    [11, '10/1'],
    [1.1, '1/10'],
  ])('should show %s as %s', (rate, shown) => {
    expect(formatOdds(rate, OddsFormats.fractional)).toBe(shown);
  });

  it.each([
    [1.01, '1/100'],
    [1.02, '1/50'],
    [1.03, '1/33'],
    [1.05, '1/20'],
    [1.07, '1/14'],
    [1.09, '1/11'],
    [1.001, '1/100'],
  ])('should quote the short price %s as %s', (rate, shown) => {
    expect(formatOdds(rate, OddsFormats.fractional)).toBe(shown);
  });

  it('should always give a fraction in lowest terms', () => {
    for (let cents = 101; cents <= 1000; cents += 1) {
      const shown = formatOdds(cents / 100, OddsFormats.fractional);
      const [numerator, denominator] = shown.split('/').map(Number);
      const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
      expect(gcd(numerator ?? 0, denominator ?? 0)).toBe(1);
      expect(denominator).toBeLessThanOrEqual(100);
    }
  });

  it('should round back to the same two-decimal price', () => {
    for (let cents = 101; cents <= 1000; cents += 1) {
      const [numerator = 0, denominator = 1] = formatOdds(cents / 100, OddsFormats.fractional)
        .split('/')
        .map(Number);
      expect(Math.abs(1 + numerator / denominator - cents / 100)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it('should pick the simplest close fraction for rates with more decimals', () => {
    // 0.123456 is within half a hundredth of 1/8 (0.125)
    expect(formatOdds(1.123456, OddsFormats.fractional)).toBe('1/8');
    // 0.995 is only matched by 99/100 and 100/100 style fractions; 1/1 is the simplest
    expect(formatOdds(1.995, OddsFormats.fractional)).toBe('1/1');
  });
});

describe('formatOdds with a rate that is not a price', () => {
  it.each([1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY])(
    'should show %s as unavailable in every format',
    (rate) => {
      expect(formatOdds(rate, OddsFormats.decimal)).toBe(UNAVAILABLE_ODDS);
      expect(formatOdds(rate, OddsFormats.fractional)).toBe(UNAVAILABLE_ODDS);
      expect(formatOdds(rate, OddsFormats.american)).toBe(UNAVAILABLE_ODDS);
    },
  );
});

describe('parseOddsFormat', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['decimal', 0],
    ['Fractional', 1],
    ['AMERICAN', 2],
  ])('should read %j as %s', (value, format) => {
    expect(parseOddsFormat(value)).toBe(format);
  });

  it.each([
    3,
    -1,
    0.5,
    '3',
    '',
    'toString',
    'constructor',
    null,
    undefined,
    {},
    [0],
    true,
    Number.NaN,
  ])('should reject %j', (value) => {
    expect(parseOddsFormat(value)).toBeUndefined();
  });
});
