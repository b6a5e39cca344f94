import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import { validateBrand } from './validateBrand.ts';

const brand = (
  responsibleGambling: Brand['responsibleGambling'],
  enabled: Brand['currencies']['enabled'] = ['EUR', 'CLP'],
): Brand => ({
  id: 'demo',
  name: 'Demo',
  languages: { enabled: ['es-es', 'en-US'], default: 'es-es' },
  // CLP is outside the app's symbol table: the brand names its sign, as the demo brand does.
  currencies: { enabled, default: 'EUR', symbols: { CLP: '$' } },
  ...(responsibleGambling ? { responsibleGambling } : {}),
});

const published = (
  section: Brand['responsibleGambling'],
  currencies?: Brand['currencies']['enabled'],
) => {
  const result = validateBrand(brand(section, currencies));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.brand.responsibleGambling;
};

const problemsOf = (
  section: Brand['responsibleGambling'],
  currencies?: Brand['currencies']['enabled'],
) => {
  const result = validateBrand(brand(section, currencies));
  return result.ok ? [] : result.problems;
};

describe('responsibleGambling presets', () => {
  it('should publish the generic preset when the brand says nothing', () => {
    expect(published(undefined)).toMatchObject({
      preset: 'generic',
      minimumAge: 18,
      coolingOffHours: 24,
      realityCheckMinutes: 60,
      defaultLimits: { deposit: {}, loss: {}, session: {} },
      options: { timeoutDays: [1, 7, 30, 42], selfExclusionPermanent: true },
    });
  });

  it("should publish the DGOJ deposit defaults and the Spanish preset's longer cooling-off", () => {
    const section = published({ preset: 'es-dgoj' }, ['EUR']);
    expect(section?.defaultLimits?.deposit).toEqual({
      EUR: { day: 600, week: 1500, month: 3000 },
    });
    expect(section?.coolingOffHours).toBe(72);
    expect(section?.helpOrganisations?.['es-es']?.[0]).toMatchObject({
      url: 'https://www.fejar.org',
    });
  });

  it('should let the operator override each value and add currencies to the defaults', () => {
    const section = published({
      preset: 'es-dgoj',
      coolingOffHours: 96,
      minimumAge: 21,
      defaultLimits: { deposit: { CLP: { day: 500_000 } } },
    });
    expect(section).toMatchObject({ coolingOffHours: 96, minimumAge: 21 });
    expect(section?.defaultLimits?.deposit).toEqual({
      EUR: { day: 600, week: 1500, month: 3000 },
      CLP: { day: 500_000 },
    });
  });

  it('should offer Portuguese self-exclusion of at least three months', () => {
    expect(published({ preset: 'pt-srij' })?.options?.selfExclusionDays).toEqual([
      90, 182, 365, 1825,
    ]);
    expect(problemsOf({ preset: 'pt-srij', options: { selfExclusionDays: [60, 365] } })).toEqual([
      {
        path: '/responsibleGambling/options/selfExclusionDays/0',
        message: expect.stringContaining('90 days') as string,
      },
    ]);
  });
});

describe('responsibleGambling rules', () => {
  it('should name the path of every problem', () => {
    expect(
      problemsOf({
        defaultLimits: {
          deposit: { USD: { day: 10 }, CLP: { day: 10.5 }, EUR: { day: 100, week: 50 } },
          session: { month: 60 },
        },
        options: { limitPeriods: ['day', 'week'] },
      }),
    ).toEqual([
      {
        path: '/responsibleGambling/defaultLimits/deposit/USD',
        message: expect.any(String) as string,
      },
      {
        path: '/responsibleGambling/defaultLimits/deposit/CLP/day',
        message: expect.any(String) as string,
      },
      {
        path: '/responsibleGambling/defaultLimits/deposit/EUR/week',
        message: expect.any(String) as string,
      },
      {
        path: '/responsibleGambling/defaultLimits/session',
        message: expect.stringContaining('"month"') as string,
      },
    ]);
  });

  it('should name each enabled currency the default limits leave out', () => {
    expect(problemsOf({ preset: 'es-dgoj' }, ['EUR', 'USD', 'CLP'])).toEqual([
      {
        path: '/responsibleGambling/defaultLimits/deposit',
        message: expect.stringContaining('"USD"') as string,
      },
      {
        path: '/responsibleGambling/defaultLimits/deposit',
        message: expect.stringContaining('"CLP"') as string,
      },
    ]);
    expect(
      problemsOf({ preset: 'es-dgoj', defaultLimits: { deposit: { USD: { day: 600 } } } }, [
        'EUR',
        'USD',
      ]),
    ).toEqual([]);
    expect(problemsOf({ preset: 'generic' }, ['EUR', 'USD'])).toEqual([]);
  });

  it('should refuse an unknown preset and a wrong type through the schema, with its path', () => {
    const result = validateBrand({
      ...brand(undefined),
      responsibleGambling: { preset: 'uk', coolingOffHours: '24' },
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        '/responsibleGambling/preset',
        '/responsibleGambling/coolingOffHours',
      ]),
    );
  });
});
