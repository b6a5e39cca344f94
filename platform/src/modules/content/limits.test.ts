import { describe, expect, it } from 'vitest';
import { languageFromId, parseLanguage, resolveLanguage } from './languages.ts';
import type { BrandFacts } from '../../context.ts';
import { brandFacts } from '../../platform.ts';
import { betLimitsFor, currencyLimits, limitsForCurrency, totoLimitsFor } from './limits.ts';

describe('limitsForCurrency', () => {
  it("should carry the spec's CLP numbers", () => {
    const { payment } = limitsForCurrency('CLP');
    expect(payment.topUp.min).toBe(6000);
    expect(payment.withdrawal).toEqual({ min: 10_000, max: 1_500_000 });
  });

  it("should give FUN RUB's limits (100 RUB aggregator minimum) and unknown currencies USD's", () => {
    expect(limitsForCurrency('FUN')).toBe(limitsForCurrency('RUB'));
    expect(limitsForCurrency('rub').payment.topUp.min).toBe(100);
    expect(limitsForCurrency('XYZ')).toBe(limitsForCurrency('USD'));
  });

  it('should keep every range ordered and every stake inside its bounds', () => {
    for (const [currency, limits] of Object.entries(currencyLimits)) {
      const { topUp, eTopUp, withdrawal, eWithdrawal } = limits.payment;
      for (const range of [topUp, eTopUp, withdrawal, eWithdrawal]) {
        expect(range.min, currency).toBeLessThan(range.max);
      }
      expect(limits.bets.min, currency).toBeLessThanOrEqual(limits.bets.default);
      expect(limits.bets.default, currency).toBeLessThan(limits.bets.max);
    }
  });
});

describe('betLimitsFor', () => {
  const costa = brandFacts('costa');

  it("should take the brand's stake limits in its default currency", () => {
    expect(costa.stakeLimits).toEqual({ default: 5, min: 0.5, max: 8000 });
    expect(betLimitsFor(costa, 'EUR')).toEqual({ default: 5, min: 0.5, max: 8000 });
    expect(betLimitsFor(costa, 'eur')).toEqual({ default: 5, min: 0.5, max: 8000 });
    expect(totoLimitsFor(costa, 'EUR').min).toBe(0.5);
  });

  it("should take the table's in any other currency", () => {
    expect(betLimitsFor(costa, 'USD')).toEqual(limitsForCurrency('USD').bets);
  });

  it('should keep what the brand leaves out from the table', () => {
    const brand: BrandFacts = { ...costa, stakeLimits: { max: 900 } };
    expect(betLimitsFor(brand, 'EUR')).toEqual({ ...limitsForCurrency('EUR').bets, max: 900 });
  });
});

describe('languages', () => {
  it.each([
    ['es', 'es'],
    ['pt-PT', 'pt'],
    ['EN_us', 'en'],
    [' en ', 'en'],
    ['ru-ru', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('should parse %j as %j', (code, language) => {
    expect(parseLanguage(code)).toBe(language);
  });

  it('should resolve unknown codes to Spanish', () => {
    expect(resolveLanguage('he')).toBe('es');
    expect(resolveLanguage(undefined)).toBe('es');
  });

  it.each([
    [1, 'en'],
    [8, 'pt'],
    [9, 'es'],
    ['9', 'es'],
    ['pt-PT', 'pt'],
    [2, undefined],
    [' ', undefined],
  ])('should read language id %j as %j', (languageId, language) => {
    expect(languageFromId(languageId)).toBe(language);
  });
});
