import { describe, expect, it } from 'vitest';
import {
  fitsMinorUnits,
  floorToMinorUnit,
  isWholeMinorUnits,
  minorDigits,
  minorUnitCents,
  roundToMinorUnit,
} from './currency.ts';

describe('minor units', () => {
  it.each([
    ['CLP', 0, 100],
    ['clp', 0, 100],
    ['USD', 2, 1],
    ['EUR', 2, 1],
    ['TMT', 2, 1],
    ['FUN', 2, 1],
    ['bogus', 2, 1],
  ])('should give %s %i decimals, %i cents a unit', (currency, digits, cents) => {
    expect(minorDigits(currency)).toBe(digits);
    expect(minorUnitCents(currency)).toBe(cents);
  });

  it('should count a three-decimal currency as two: cents are the ledger’s finest step', () => {
    expect(minorDigits('KWD')).toBe(3);
    expect(minorUnitCents('KWD')).toBe(1);
  });
});

describe('amounts in a currency’s minor units', () => {
  it('should take whole pesos only', () => {
    expect(isWholeMinorUnits(193_000, 'CLP')).toBe(true);
    expect(isWholeMinorUnits(193_050, 'CLP')).toBe(false);
    expect(isWholeMinorUnits(193_050, 'USD')).toBe(true);
    expect(isWholeMinorUnits(12.5, 'USD')).toBe(false);
  });

  it('should round a payout half up to the peso, and to the cent elsewhere', () => {
    expect(roundToMinorUnit(193_965, 'CLP')).toBe(194_000);
    expect(roundToMinorUnit(193_949.9, 'CLP')).toBe(193_900);
    expect(roundToMinorUnit(193_950, 'CLP')).toBe(194_000);
    expect(roundToMinorUnit(1234.5, 'USD')).toBe(1235);
  });

  it('should floor a share to the peso', () => {
    expect(floorToMinorUnit(5_534_099, 'CLP')).toBe(5_534_000);
    expect(floorToMinorUnit(5_534_099, 'USD')).toBe(5_534_099);
  });

  it('should tell whether an API amount fits the currency', () => {
    expect(fitsMinorUnits(1000, 'CLP')).toBe(true);
    expect(fitsMinorUnits(1000.5, 'CLP')).toBe(false);
    expect(fitsMinorUnits(10.25, 'USD')).toBe(true);
    expect(fitsMinorUnits(10.255, 'USD')).toBe(false);
    expect(fitsMinorUnits(0.1 + 0.2, 'USD')).toBe(true);
    expect(fitsMinorUnits(Number.NaN, 'USD')).toBe(false);
  });
});
