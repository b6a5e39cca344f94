import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { impossiblePhones, phoneExamples } from './phoneRule.examples.ts';
import { callingCodeOf, servedPhoneRegions, validPhone } from './phoneRule.ts';

const international = (region: string, nationalNumber: string) =>
  `+${callingCodeOf(region) ?? ''}${nationalNumber}`;

/** Every region some brand offers in its phone fields (`phoneCountries` of config/<id>/brand.json). */
function offeredRegions(): string[] {
  const config = new URL('../config/', import.meta.url);
  const brands = readdirSync(config, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  const offered = brands.flatMap((brand) => {
    const file = JSON.parse(readFileSync(new URL(`${brand.name}/brand.json`, config), 'utf8')) as {
      phoneCountries?: string[];
    };
    return file.phoneCountries ?? ['CL'];
  });
  return [...new Set(offered)].sort();
}

describe('validPhone (the rule the platform and the app share)', () => {
  it.each(phoneExamples)('should take a $region number its plan holds', ({ region, valid }) => {
    expect(validPhone(international(region, valid))).toEqual({
      digits: `${callingCodeOf(region)}${valid}`,
      region,
      callingCode: callingCodeOf(region),
    });
  });

  it.each(impossiblePhones)(
    'should refuse $region $nationalNumber, of the right length but in no plan',
    ({ region, nationalNumber }) => {
      expect(validPhone(international(region, nationalNumber))).toBeUndefined();
    },
  );

  it('should have an impossible number to test for every country a brand offers', () => {
    const regions = offeredRegions();
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) {
      const examples = phoneExamples.find((example) => example.region === region);
      expect(examples?.impossible.length, region).toBeGreaterThan(0);
    }
  });

  it('should read the number written as a player or a form writes it', () => {
    expect(validPhone('+56 9 8765 4321')?.digits).toBe('56987654321');
    expect(validPhone('56987654321')?.digits).toBe('56987654321');
    expect(validPhone(' +55 (11) 98765-4321 ')?.digits).toBe('5511987654321');
  });

  it('should tell the countries of a shared calling code apart by the number', () => {
    expect(validPhone('+77011234567')?.region).toBe('KZ');
    expect(validPhone('+79123456789')?.region).toBe('RU');
  });

  it.each([
    ['a letter', '+56 9 8765 432a'],
    ['a second plus', '++56987654321'],
    ['a trunk prefix after the calling code', '+7 8 912 345 67 89'],
    ['a digit too few', '+5698765432'],
    ['a digit too many', '+569876543210'],
    ['a calling code no country has', '+999123456789'],
    ['nothing', ''],
  ])('should refuse a number with %s', (_case, text) => {
    expect(validPhone(text)).toBeUndefined();
  });

  it('should refuse a valid number of a country not served by phone', () => {
    expect(validPhone('+1 202 555 0100')).toBeUndefined();
    // Iran's +98 7654321: what a Chilean number typed without its +56 reads as.
    expect(validPhone('987654321')).toBeUndefined();
  });

  it('should serve the countries a brand file may offer, and have examples for each', () => {
    const schema = JSON.parse(
      readFileSync(new URL('brand.schema.json', import.meta.url), 'utf8'),
    ) as { properties: { phoneCountries: { items: { enum: string[] } } } };
    expect(servedPhoneRegions).toEqual(schema.properties.phoneCountries.items.enum);
    expect(phoneExamples.map(({ region }) => region).sort()).toEqual(
      [...servedPhoneRegions].sort(),
    );
  });

  it('should know calling codes by region and nothing for an unknown region', () => {
    expect(callingCodeOf('CL')).toBe('56');
    expect(callingCodeOf('KZ')).toBe('7');
    expect(callingCodeOf('ZZ')).toBeUndefined();
  });
});
