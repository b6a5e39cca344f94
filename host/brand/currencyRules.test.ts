import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import { unknownCurrencyProblems, unknownSymbolProblems } from './currencyRules.ts';

const withCurrencies = (
  currencies: Brand['currencies'],
  campaigns?: Brand['campaigns'],
): Brand => ({
  id: 'demo',
  name: 'Demo',
  languages: { enabled: ['en-US'], default: 'en-US' },
  currencies,
  ...(campaigns ? { campaigns } : {}),
});

describe('unknownCurrencyProblems', () => {
  it('should refuse a code that is no ISO 4217 currency, even in a switched-off campaign', () => {
    const brand = withCurrencies(
      { enabled: ['USD', 'XYZ'], default: 'USD', symbols: { XYZ: 'X' } },
      { freeBets: { enabled: false, currency: 'XYZ' } },
    );
    expect(unknownCurrencyProblems(brand)).toEqual([
      { path: '/currencies/enabled/1', message: '"XYZ" is not an ISO 4217 currency code' },
      { path: '/currencies/symbols/XYZ', message: '"XYZ" is not an ISO 4217 currency code' },
      { path: '/campaigns/freeBets/currency', message: '"XYZ" is not an ISO 4217 currency code' },
    ]);
  });

  it('should accept real codes', () => {
    expect(
      unknownCurrencyProblems(withCurrencies({ enabled: ['EUR', 'MXN', 'TMT'], default: 'EUR' })),
    ).toEqual([]);
  });
});

describe('unknownSymbolProblems', () => {
  it('should refuse a currency the app has no symbol for, suggesting one to set', () => {
    const brand = withCurrencies({ enabled: ['EUR', 'MXN'], default: 'EUR' });
    expect(unknownSymbolProblems(brand)).toEqual([
      {
        path: '/currencies/enabled/1',
        message:
          '"MXN" has no symbol the app knows, so players would see its amounts with ₽; set one in /currencies/symbols (e.g. "MXN": "$")',
      },
    ]);
  });

  it('should accept it once the brand sets its symbol', () => {
    const brand = withCurrencies({
      enabled: ['EUR', 'MXN'],
      default: 'EUR',
      symbols: { MXN: '$' },
    });
    expect(unknownSymbolProblems(brand)).toEqual([]);
  });
});
