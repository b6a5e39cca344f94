import { describe, expect, it } from 'vitest';
import { currencySymbol, currencySymbols, displayCurrency, formatMoney } from './currency.ts';

const nbsp = '\u00a0';

describe('displayCurrency', () => {
  it('should show play money (FUN) as RUB', () => {
    expect(displayCurrency('FUN')).toBe('RUB');
    expect(displayCurrency('fun')).toBe('RUB');
  });

  it('should keep every other code, upper-cased and trimmed', () => {
    expect(displayCurrency('USD')).toBe('USD');
    expect(displayCurrency(' eur ')).toBe('EUR');
    expect(displayCurrency('CLP')).toBe('CLP');
  });
});

describe('currencySymbol', () => {
  it.each([
    ['RUB', '₽'],
    ['EUR', '€'],
    ['USD', '$'],
    ['KZT', '₸'],
    ['UAH', '₴'],
    ['TRY', '₺'],
    ['TMT', 'M'],
    ['TJS', 'TJS'],
  ])('should show %s as %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('should cover exactly the spec table', () => {
    expect(Object.keys(currencySymbols).sort()).toEqual(
      ['EUR', 'KZT', 'RUB', 'TJS', 'TMT', 'TRY', 'UAH', 'USD'].sort(),
    );
  });

  it('should show FUN with the rouble sign', () => {
    expect(currencySymbol('FUN')).toBe('₽');
  });

  it('should fall back to ₽ for unknown or empty codes', () => {
    expect(currencySymbol('CLP')).toBe('₽');
    expect(currencySymbol('')).toBe('₽');
    expect(currencySymbol('not a code')).toBe('₽');
  });

  it('should read codes case-insensitively', () => {
    expect(currencySymbol('usd')).toBe('$');
  });

  it('should prefer a brand override, for new and built-in codes', () => {
    expect(currencySymbol('CLP', { CLP: '$' })).toBe('$');
    expect(currencySymbol('EUR', { EUR: 'EUR' })).toBe('EUR');
  });

  it('should apply a RUB override to FUN, unless FUN has its own', () => {
    expect(currencySymbol('FUN', { RUB: 'руб.' })).toBe('руб.');
    expect(currencySymbol('FUN', { RUB: 'руб.', FUN: 'F' })).toBe('F');
  });

  it('should ignore overrides for other codes and undefined entries', () => {
    expect(currencySymbol('USD', { CLP: '$', USD: undefined })).toBe('$');
  });
});

describe('formatMoney', () => {
  it('should write two decimals by default', () => {
    expect(formatMoney(10, 'USD', 'en-US')).toBe('$10.00');
    expect(formatMoney(0, 'EUR', 'en-US')).toBe('€0.00');
    expect(formatMoney(1.005, 'EUR', 'en-US')).toMatch(/^€1\.0[01]$/);
  });

  it('should group and place the symbol per language', () => {
    expect(formatMoney(1234567.5, 'USD', 'en-US')).toBe('$1,234,567.50');
    expect(formatMoney(1234567.5, 'EUR', 'es-es')).toBe(`1.234.567,50${nbsp}€`);
    expect(formatMoney(1234567.5, 'EUR', 'es-ES')).toBe(`1.234.567,50${nbsp}€`);
    expect(formatMoney(1234567.5, 'EUR', 'pt-PT')).toMatch(/^1\s234\s567,50\s€$/u);
  });

  it('should follow Spanish, which groups only from five digits', () => {
    expect(formatMoney(1234.5, 'EUR', 'es-es')).toBe(`1234,50${nbsp}€`);
    expect(formatMoney(12345.5, 'EUR', 'es-es')).toBe(`12.345,50${nbsp}€`);
  });

  it('should keep a space after a symbol made of letters', () => {
    expect(formatMoney(5, 'TJS', 'en-US')).toBe(`TJS${nbsp}5.00`);
    expect(formatMoney(5, 'TMT', 'en-US')).toBe(`M${nbsp}5.00`);
    expect(formatMoney(5, 'TMT', 'es-es')).toBe(`5,00${nbsp}M`);
  });

  it('should write negative amounts with the sign first', () => {
    expect(formatMoney(-12.5, 'USD', 'en-US')).toBe('-$12.50');
    expect(formatMoney(-12.5, 'USD', 'es-es')).toBe(`-12,50${nbsp}$`);
  });

  it('should honour the decimals option', () => {
    expect(formatMoney(12.345, 'USD', 'en-US', { decimals: 0 })).toBe('$12');
    expect(formatMoney(12.3, 'USD', 'en-US', { decimals: 3 })).toBe('$12.300');
  });

  it('should use brand symbols, FUN as roubles and ₽ for unknown codes', () => {
    expect(formatMoney(6000, 'CLP', 'es-es', { symbols: { CLP: '$' } })).toBe(`6000,00${nbsp}$`);
    expect(formatMoney(6000, 'CLP', 'en-US')).toBe('₽6,000.00');
    expect(formatMoney(50, 'FUN', 'en-US')).toBe('₽50.00');
    expect(formatMoney(50, '', 'en-US')).toBe('₽50.00');
    expect(formatMoney(50, 'bogus', 'en-US')).toBe('₽50.00');
  });
});
