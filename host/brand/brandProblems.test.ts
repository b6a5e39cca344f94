import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import { semanticProblems } from './brandProblems.ts';
import { validateBrand } from './validateBrand.ts';

const valid = (): Brand => ({
  id: 'demo',
  name: 'Demo',
  languages: { enabled: ['es-es', 'en-US'], default: 'es-es' },
  // CLP is outside the app's symbol table: the brand names its sign, as the demo brand does.
  currencies: { enabled: ['CLP', 'USD'], default: 'CLP', symbols: { CLP: '$' } },
});

describe('semanticProblems', () => {
  it('should accept a consistent brand', () => {
    expect(semanticProblems(valid())).toEqual([]);
  });

  it('should refuse a default language that is not enabled', () => {
    const brand: Brand = {
      ...valid(),
      languages: { enabled: ['en-US'], default: 'es-es' },
    };
    expect(semanticProblems(brand)).toEqual([
      { path: '/languages/default', message: expect.stringContaining('"es-es"') as string },
    ]);
  });

  it('should refuse a default currency that is not enabled', () => {
    const brand: Brand = { ...valid(), currencies: { enabled: ['USD'], default: 'EUR' } };
    expect(semanticProblems(brand)).toEqual([
      { path: '/currencies/default', message: expect.stringContaining('"EUR"') as string },
    ]);
  });

  it('should refuse a running campaign paying in a currency no player holds', () => {
    const brand: Brand = {
      ...valid(),
      campaigns: {
        freeBets: { enabled: true, currency: 'TMT' },
        promotions: { enabled: true },
      },
    };
    expect(semanticProblems(brand)).toEqual([
      {
        path: '/campaigns/freeBets/currency',
        message: expect.stringMatching(
          /"TMT", which no player .*\(enabled currencies: CLP, USD\)/,
        ) as string,
      },
      {
        path: '/campaigns/promotions/currency',
        message: expect.stringContaining('"TMT" (left out: the spec’s)') as string,
      },
    ]);
  });

  it('should accept campaigns in a player currency, and switched-off ones in any', () => {
    const brand: Brand = {
      ...valid(),
      campaigns: {
        freeBets: { enabled: true, currency: 'CLP' },
        promotions: { enabled: false, currency: 'TMT' },
      },
    };
    expect(semanticProblems(brand)).toEqual([]);
  });

  it('should refuse menu entries that open no page, at any depth', () => {
    const brand: Brand = {
      ...valid(),
      menus: {
        header: [
          { id: 'sport', route: '/line/top-events', children: [{ id: 'x', route: '/nowhere' }] },
        ],
        sideMenu: [{ id: 'help', links: [{ id: 'casino', route: '/casino' }] }],
      },
    };
    expect(semanticProblems(brand).map((problem) => problem.path)).toEqual([
      '/menus/header/0/children/0/route',
      '/menus/sideMenu/0/links/0/route',
    ]);
  });

  it('should refuse menu entries of a switched-off feature', () => {
    const brand: Brand = {
      ...valid(),
      features: { liveCasino: false },
      menus: { header: [{ id: 'liveCasino', route: '/casinolive/main' }] },
    };
    expect(semanticProblems(brand)).toEqual([
      {
        path: '/menus/header/0/route',
        message: expect.stringContaining('/features/liveCasino') as string,
      },
    ]);
  });

  it('should refuse inverted limits and campaign dates', () => {
    const brand: Brand = {
      ...valid(),
      limits: {
        bets: { min: 500, default: 50, max: 100 },
        payment: { topUp: { min: 10, max: 5 } },
      },
      campaigns: { freeBets: { startDate: '2026-12-28', endDate: '2026-12-01' } },
    };
    expect(semanticProblems(brand).map((problem) => problem.path)).toEqual([
      '/limits/bets/min',
      '/limits/bets/min',
      '/limits/payment/topUp/min',
      '/campaigns/freeBets/startDate',
    ]);
  });

  it('should refuse brand colours players could not read, at the role the brand set', () => {
    const brand: Brand = { ...valid(), theme: { color: { brand: '#ffd54f' } } };
    expect(semanticProblems(brand)).toContainEqual({
      path: '/theme/color/brand',
      message: expect.stringMatching(
        /onBrand on brand has contrast [\d.]+:1, below the 4.5:1/,
      ) as string,
    });
  });
});

describe('one-click stake', () => {
  it('should refuse a one-click stake outside the stake limits', () => {
    const above: Brand = { ...valid(), limits: { bets: { min: 1, max: 100, oneClick: 500 } } };
    expect(semanticProblems(above)).toEqual([
      {
        path: '/limits/bets/oneClick',
        message: 'the one-click stake (500) is above the largest stake, /limits/bets/max (100)',
      },
    ]);
    const below: Brand = { ...valid(), limits: { bets: { min: 10, max: 100, oneClick: 5 } } };
    expect(semanticProblems(below)).toEqual([
      {
        path: '/limits/bets/oneClick',
        message: 'the one-click stake (5) is below the smallest stake, /limits/bets/min (10)',
      },
    ]);
  });
});

describe('validateBrand', () => {
  it('should suggest the setting a misspelt key meant, at any depth', () => {
    const result = validateBrand({
      ...valid(),
      bannedProvider: [],
      theme: { colour: {} },
      menus: { header: [{ id: 'sport', rout: '/line/top-events' }] },
    });
    expect(result.ok ? [] : result.problems).toEqual(
      expect.arrayContaining([
        {
          path: '/bannedProvider',
          message: 'is not a setting this version knows (did you mean "bannedProviders"?)',
        },
        {
          path: '/theme/colour',
          message: 'is not a setting this version knows (did you mean "color"?)',
        },
        {
          path: '/menus/header/0/rout',
          message: 'is not a setting this version knows (did you mean "route"?)',
        },
      ]),
    );
  });

  it('should keep "check the spelling" for a key close to no setting', () => {
    const result = validateBrand({ ...valid(), wallpaper: 'x' });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: '/wallpaper', message: 'is not a setting this version knows (check the spelling)' },
    ]);
  });

  it('should suggest the provider a misspelt name meant', () => {
    const result = validateBrand({ ...valid(), bannedProviders: ['evolution', 'pragmatik'] });
    expect(result.ok ? [] : result.problems).toEqual([
      {
        path: '/bannedProviders/1',
        message: expect.stringMatching(
          /^must be one of: "bc", .* \(did you mean "pragmatic"\?\)$/,
        ) as string,
      },
    ]);
  });

  it('should report schema problems before semantic ones can be judged', () => {
    const result = validateBrand({ id: 'Demo!', name: '', languages: { enabled: [] } });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['/currencies', '/id', '/name', '/languages/enabled']),
    );
  });

  it('should take integration addresses on the app origin or https, and nothing that escapes it', () => {
    const withFrame = (frameUrl: string) =>
      validateBrand({ ...valid(), integrations: { bc: { frameUrl } } });
    expect(withFrame('/demo/bc/').ok).toBe(true);
    expect(withFrame('https://sportsbook.example/embed/').ok).toBe(true);
    for (const unsafe of [
      '//evil.example/',
      'http://plain.example/',
      'javascript:alert(1)',
      'bc/',
    ]) {
      const result = withFrame(unsafe);
      expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toEqual([
        '/integrations/bc/frameUrl',
      ]);
    }
  });
});
