import { describe, expect, it } from 'vitest';
import { contrastPairs } from '../../design-system/themes/contrast.ts';
import { contrastProblems } from '../../host/brand/themeProblems.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import nightbet from '../../config/nightbet/brand.json' with { type: 'json' };
import { contrastReadings, resolvedBrandTheme, toHex } from './contrast.ts';

describe('contrast readings', () => {
  it('measures a role in every pair brand:check pairs it in, no more', () => {
    const theme = resolvedBrandTheme({ base: 'light' });
    const readings = contrastReadings(theme, 'brand');
    const pairs = contrastPairs.filter(([fg, bg]) => fg === 'brand' || bg === 'brand');
    expect(readings.map((reading) => reading.other).sort()).toEqual(
      pairs.map(([fg, bg]) => (fg === 'brand' ? bg : fg)).sort(),
    );
    expect(readings.find((reading) => reading.other === 'onBrand')?.foreground).toBe(false);
  });

  it('reads any CSS colour and fails a pair below its AA minimum', () => {
    const theme = resolvedBrandTheme({ color: { onBrand: 'hsl(0 0% 100%)', brand: 'yellow' } });
    const onBrand = contrastReadings(theme, 'onBrand').find((reading) => reading.other === 'brand');
    expect(onBrand?.ratio).toBeCloseTo(1.07, 2);
    expect(onBrand).toMatchObject({ foreground: true, minimum: 4.5, passes: false });
  });

  it('agrees with brand:check on a real brand', () => {
    const brand = nightbet as unknown as Brand;
    const theme = resolvedBrandTheme(brand.theme);
    const failing = Object.keys(theme.color).flatMap((role) =>
      contrastReadings(theme, role)
        .filter((reading) => reading.foreground && !reading.passes)
        .map((reading) => `${role}/${reading.other}`),
    );
    expect(failing.length).toBe(contrastProblems(brand).length);
  });

  it('cannot measure what is not a colour', () => {
    const theme = resolvedBrandTheme({ color: { brand: 'linear-gradient(red, blue)' } });
    const reading = contrastReadings(theme, 'brand')[0];
    expect(reading).toMatchObject({ ratio: undefined, passes: false });
    expect(toHex('rgb(11 92 173)')).toBe('#0b5cad');
    expect(toHex('nope')).toBeUndefined();
  });
});
