import { describe, expect, it } from 'vitest';
import { findPhoneCountry, phoneCountries, phoneCountry, phoneRegions } from './phoneCountries.ts';
import { stripNonDigits } from './phoneMask.ts';

describe('phoneCountries', () => {
  it('should hold the spec catalogue with calling codes and the lengths of real numbers', () => {
    const summary = Object.fromEntries(
      phoneCountries.map(({ region, dialCode, nationalLength }) => [
        region,
        `+${dialCode}/${nationalLength}`,
      ]),
    );
    expect(summary).toEqual({
      RU: '+7/10',
      KZ: '+7/10',
      MN: '+976/8',
      AM: '+374/8',
      TR: '+90/10',
      AZ: '+994/9',
      KG: '+996/9',
      BY: '+375/9',
      UA: '+380/9',
      UZ: '+998/9',
      TJ: '+992/9',
      TM: '+993/8',
      MD: '+373/8',
      CL: '+56/9',
      BR: '+55/11',
      VE: '+58/10',
    });
  });

  it('should give the platform country codes the spec names', () => {
    expect(findPhoneCountry('CL')).toMatchObject({ platformCode: 205, mask: '9 9999 9999' });
    expect(findPhoneCountry('BR')?.platformCode).toBe(31);
    expect(findPhoneCountry('VE')?.platformCode).toBe(41);
  });

  it.each(phoneCountries)(
    'should have a mask with exactly one slot per digit for $region',
    ({ mask, nationalLength }) => {
      expect(mask.split('').filter((slot) => slot === '9')).toHaveLength(nationalLength);
      expect(mask).toMatch(/^9[9 -]*9$/);
    },
  );

  it.each(phoneCountries)('should have a digits-only calling code for $region', ({ dialCode }) => {
    expect(stripNonDigits(dialCode)).toBe(dialCode);
    expect(dialCode.length).toBeGreaterThanOrEqual(1);
    expect(dialCode.length).toBeLessThanOrEqual(3);
  });

  it('should list every region once, in catalogue order', () => {
    expect(phoneRegions).toEqual(phoneCountries.map(({ region }) => region));
    expect(new Set(phoneRegions).size).toBe(phoneRegions.length);
  });

  it('should name real ISO regions that Intl can name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const region of phoneRegions) expect(names.of(region)).toBeTruthy();
    expect(names.of('CL')).toBe('Chile');
  });

  it('should find nothing for a region outside the catalogue', () => {
    expect(findPhoneCountry('FR')).toBeUndefined();
    expect(findPhoneCountry('cl')).toBeUndefined();
  });

  it('should return the catalogue entry for a known region', () => {
    expect(phoneCountry('KZ')).toBe(findPhoneCountry('KZ'));
  });
});
