import { describe, expect, it } from 'vitest';
import {
  currencyMinorDigits,
  currencySymbol,
  currencySymbols,
  displayCurrency,
  formatMoney,
  moneyLocale,
} from './currency.ts';

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

describe('currencyMinorDigits', () => {
  it.each([
    ['CLP', 0],
    ['EUR', 2],
    ['USD', 2],
    ['RUB', 2],
    ['TMT', 2],
    ['FUN', 2],
    ['clp', 0],
    ['', 2],
    ['not a code', 2],
  ])('should give %s %i decimals', (code, digits) => {
    expect(currencyMinorDigits(code)).toBe(digits);
  });
});

describe('moneyLocale', () => {
  it('should write a currency the way its own country does in the player’s language', () => {
    expect(moneyLocale('es-es', 'CLP')).toBe('es-CL');
    expect(moneyLocale('es-ES', 'clp')).toBe('es-CL');
    expect(moneyLocale('es-es', 'EUR')).toBe('es-ES');
    expect(moneyLocale('pt-PT', 'EUR')).toBe('pt-PT');
    expect(moneyLocale('en-US', 'USD')).toBe('en-US');
  });

  it('should keep the interface language where the currency’s country speaks another', () => {
    expect(moneyLocale('en-US', 'CLP')).toBe('en-US');
    expect(moneyLocale('pt-PT', 'CLP')).toBe('pt-PT');
    expect(moneyLocale('es-es', 'USD')).toBe('es-es');
    expect(moneyLocale('en-US', 'EUR')).toBe('en-US');
    expect(moneyLocale('es-es', 'FUN')).toBe('es-es');
  });
});

describe('formatMoney', () => {
  describe('in each currency’s minor units and its country’s way of writing it', () => {
    it.each([
      [1000, 'CLP', 'es-es', '$1.000'],
      [1000, 'EUR', 'es-es', `1.000,00${nbsp}€`],
      [1000, 'USD', 'en-US', '$1,000.00'],
      [1000, 'CLP', 'en-US', '$1,000'],
      [1000, 'CLP', 'pt-PT', `1${nbsp}000${nbsp}$`],
      [1000, 'USD', 'es-es', `1.000,00${nbsp}$`],
      [1000, 'EUR', 'pt-PT', `1${nbsp}000,00${nbsp}€`],
    ])('should write %d %s in %s as %s', (amount, currency, language, text) => {
      expect(
        formatMoney(amount, currency, language, { symbols: { CLP: '$' } }).replace(/\s/gu, nbsp),
      ).toBe(text);
    });

    it('should never show Chilean pesos with decimals (was "1000,00 $")', () => {
      const clp = { symbols: { CLP: '$' } };
      expect(formatMoney(1000, 'CLP', 'es-es', clp)).toBe('$1.000');
      expect(formatMoney(6000, 'CLP', 'es-es', clp)).toBe('$6.000');
      expect(formatMoney(1234567, 'CLP', 'es-es', clp)).toBe('$1.234.567');
      expect(formatMoney(0, 'CLP', 'es-es', clp)).toBe('$0');
      expect(formatMoney(100, 'CLP', 'pt-PT', clp)).toBe(`100${nbsp}$`);
    });

    it('should round an amount to the currency’s minor units', () => {
      expect(formatMoney(1939.5, 'CLP', 'es-es', { symbols: { CLP: '$' } })).toBe('$1.940');
      expect(formatMoney(1.005, 'EUR', 'en-US')).toMatch(/^€1\.0[01]$/);
    });
  });

  it('should write two decimals for currencies that have them', () => {
    expect(formatMoney(10, 'USD', 'en-US')).toBe('$10.00');
    expect(formatMoney(0, 'EUR', 'en-US')).toBe('€0.00');
  });

  it('should group and place the symbol per language', () => {
    expect(formatMoney(1234567.5, 'USD', 'en-US')).toBe('$1,234,567.50');
    expect(formatMoney(1234567.5, 'EUR', 'es-es')).toBe(`1.234.567,50${nbsp}€`);
    expect(formatMoney(1234567.5, 'EUR', 'es-ES')).toBe(`1.234.567,50${nbsp}€`);
    expect(formatMoney(1234567.5, 'EUR', 'pt-PT')).toMatch(/^1\s234\s567,50\s€$/u);
  });

  it('should group four-digit amounts too, as amounts beside larger ones are', () => {
    expect(formatMoney(1234.5, 'EUR', 'es-es')).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(12345.5, 'EUR', 'es-es')).toBe(`12.345,50${nbsp}€`);
    expect(formatMoney(1234.5, 'EUR', 'pt-PT')).toMatch(/^1\s234,50\s€$/u);
  });

  it('should keep a space after a symbol made of letters', () => {
    expect(formatMoney(5, 'TJS', 'en-US')).toBe(`TJS${nbsp}5.00`);
    expect(formatMoney(5, 'TMT', 'en-US')).toBe(`M${nbsp}5.00`);
    expect(formatMoney(5, 'TMT', 'es-es')).toBe(`5,00${nbsp}M`);
  });

  it('should write negative amounts with the sign where the locale puts it', () => {
    expect(formatMoney(-12.5, 'USD', 'en-US')).toBe('-$12.50');
    expect(formatMoney(-12.5, 'USD', 'es-es')).toBe(`-12,50${nbsp}$`);
    // Chile writes the sign after the peso sign.
    expect(formatMoney(-1500, 'CLP', 'es-es', { symbols: { CLP: '$' } })).toBe('$-1.500');
  });

  it('should honour the decimals option', () => {
    expect(formatMoney(12.345, 'USD', 'en-US', { decimals: 0 })).toBe('$12');
    expect(formatMoney(12.3, 'USD', 'en-US', { decimals: 3 })).toBe('$12.300');
    expect(formatMoney(55_340.6, 'CLP', 'es-es', { symbols: { CLP: '$' }, decimals: 0 })).toBe(
      '$55.341',
    );
  });

  it('should show FUN as roubles, in the rouble’s two decimals', () => {
    expect(formatMoney(50, 'FUN', 'en-US')).toBe('₽50.00');
    expect(formatMoney(1000, 'FUN', 'es-es')).toBe(`1.000,00${nbsp}₽`);
    expect(formatMoney(1000, 'RUB', 'es-es')).toBe(`1.000,00${nbsp}₽`);
  });

  it('should use a brand’s symbol override, and ₽ for unknown codes', () => {
    expect(formatMoney(6000, 'CLP', 'es-es', { symbols: { CLP: '$' } })).toBe('$6.000');
    expect(formatMoney(6000, 'CLP', 'en-US')).toBe('₽6,000');
    expect(formatMoney(10, 'EUR', 'es-es', { symbols: { EUR: 'EUR' } })).toBe(`10,00${nbsp}EUR`);
    expect(formatMoney(10, 'USD', 'en-US', { symbols: { USD: 'US$' } })).toBe(`US$${nbsp}10.00`);
    expect(formatMoney(50, 'FUN', 'en-US', { symbols: { RUB: 'руб.' } })).toBe(`руб.${nbsp}50.00`);
    expect(formatMoney(50, '', 'en-US')).toBe('₽50.00');
    expect(formatMoney(50, 'bogus', 'en-US')).toBe('₽50.00');
  });
});
