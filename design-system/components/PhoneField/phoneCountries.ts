/** How numbers are written in one country. */
export interface PhoneNumbering {
  /** Country calling code, digits only (`56` for +56). */
  dialCode: string;
  /** Digits in a national number, without the calling code or a trunk prefix. */
  nationalLength: number;
  /** Display pattern: `9` stands for a digit, anything else is shown between digits. */
  mask: string;
  /** The platform's own id for the country, where the spec gives one. */
  platformCode?: number;
}

/**
 * The spec's country catalogue, keyed by ISO 3166-1 alpha-2 region (also the key for the
 * localised name). Lengths follow the spec, except where the spec's length belongs to no real
 * number: Mongolian, Armenian and Moldovan numbers have 8 digits (the spec says 10, 10 and 11).
 * Masks group the digits the way numbers are usually written in each country.
 */
const catalogue = {
  RU: { dialCode: '7', nationalLength: 10, mask: '999 999-99-99' },
  KZ: { dialCode: '7', nationalLength: 10, mask: '999 999-99-99' },
  MN: { dialCode: '976', nationalLength: 8, mask: '9999 9999' },
  AM: { dialCode: '374', nationalLength: 8, mask: '99 999999' },
  TR: { dialCode: '90', nationalLength: 10, mask: '999 999 99 99' },
  AZ: { dialCode: '994', nationalLength: 9, mask: '99 999 99 99' },
  KG: { dialCode: '996', nationalLength: 9, mask: '999 999 999' },
  BY: { dialCode: '375', nationalLength: 9, mask: '99 999-99-99' },
  UA: { dialCode: '380', nationalLength: 9, mask: '99 999 99 99' },
  UZ: { dialCode: '998', nationalLength: 9, mask: '99 999 99 99' },
  TJ: { dialCode: '992', nationalLength: 9, mask: '99 999 9999' },
  TM: { dialCode: '993', nationalLength: 8, mask: '99 99 99 99' },
  MD: { dialCode: '373', nationalLength: 8, mask: '999 99 999' },
  CL: { dialCode: '56', nationalLength: 9, mask: '9 9999 9999', platformCode: 205 },
  BR: { dialCode: '55', nationalLength: 11, mask: '99 99999-9999', platformCode: 31 },
  VE: { dialCode: '58', nationalLength: 10, mask: '999 999 9999', platformCode: 41 },
} as const satisfies Record<string, PhoneNumbering>;

export type PhoneRegion = keyof typeof catalogue;

/** A country the phone field can offer. */
export interface PhoneCountry extends PhoneNumbering {
  region: PhoneRegion;
}

/** Every catalogued region, in catalogue order. */
export const phoneRegions = Object.keys(catalogue) as readonly PhoneRegion[];

/** Every catalogued country, in catalogue order. */
export const phoneCountries: readonly PhoneCountry[] = phoneRegions.map((region) => ({
  region,
  ...catalogue[region],
}));

const byRegion = new Map<string, PhoneCountry>(
  phoneCountries.map((country) => [country.region, country]),
);

/** The catalogue entry for a region, or `undefined` for a region the catalogue does not have. */
export function findPhoneCountry(region: string): PhoneCountry | undefined {
  return byRegion.get(region);
}

/** The catalogue entry for a region known to be catalogued. */
export function phoneCountry(region: PhoneRegion): PhoneCountry {
  return byRegion.get(region) ?? { region, ...catalogue[region] };
}
