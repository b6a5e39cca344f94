/** A country the phone selector offers: dial code and digits after it (spec, sections 5 and 9). */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, what `country_code` usually carries. */
  iso: string;
  dialCode: string;
  digits: number;
  /** The platform's own country id, given only for the additional table (+56, +55, +58). */
  platformId?: number;
}

export const phoneCountries: readonly PhoneCountry[] = [
  { iso: 'RU', dialCode: '7', digits: 10 },
  // Kazakhstan shares +7 with Russia and the same length, so a +7 number is taken as Russian
  // unless the request's country_code says KZ.
  { iso: 'KZ', dialCode: '7', digits: 10 },
  { iso: 'MN', dialCode: '976', digits: 10 },
  { iso: 'AM', dialCode: '374', digits: 10 },
  { iso: 'TR', dialCode: '90', digits: 10 },
  { iso: 'AZ', dialCode: '994', digits: 9 },
  { iso: 'KG', dialCode: '996', digits: 9 },
  { iso: 'BY', dialCode: '375', digits: 9 },
  { iso: 'UA', dialCode: '380', digits: 9 },
  { iso: 'UZ', dialCode: '998', digits: 9 },
  { iso: 'TJ', dialCode: '992', digits: 9 },
  { iso: 'TM', dialCode: '993', digits: 8 },
  { iso: 'MD', dialCode: '373', digits: 11 },
  { iso: 'CL', dialCode: '56', digits: 9, platformId: 205 },
  { iso: 'BR', dialCode: '55', digits: 11, platformId: 31 },
  { iso: 'VE', dialCode: '58', digits: 10, platformId: 41 },
];

/** Turkmen numbers (+993) sign up with a login instead of lang and country (spec, section 7). */
export const turkmenistan = 'TM';

/**
 * A phone as stored and compared: its digits only (country code included, no '+'), so
 * "+56 9 8765 4321" and "56987654321" are the same account.
 */
export const normalizePhone = (phone: string): string => phone.replace(/\D/g, '');

const matches = (digits: string, country: PhoneCountry) =>
  digits.startsWith(country.dialCode) && digits.length === country.dialCode.length + country.digits;

/** The country whose dial code and length a phone fits, or undefined (auth code 15). */
export function phoneCountryOf(phone: string): PhoneCountry | undefined {
  // Only digits, spaces, dashes, brackets and one leading '+' may be typed around the number.
  if (!/^\+?[\d\s()-]+$/.test(phone.trim())) return undefined;
  const digits = normalizePhone(phone);
  return phoneCountries.find((country) => matches(digits, country));
}

/**
 * The country a sign-up's `country_code` names: ISO alpha-2 ("CL"), dial code ("56" or "+56")
 * or the platform id of the additional table ("205"). Undefined when it names none.
 */
export function countryOfCode(code: string, phoneDigits: string): PhoneCountry | undefined {
  const value = code.trim().toUpperCase().replace(/^\+/, '');
  const candidates = phoneCountries.filter(
    (country) =>
      country.iso === value || country.dialCode === value || String(country.platformId) === value,
  );
  // A shared dial code (+7) names the country the phone fits first.
  return candidates.find((country) => matches(phoneDigits, country)) ?? candidates[0];
}

/**
 * Checks a sign-up phone against the per-country lengths and, when given, the sign-up's
 * country_code. Returns the phone's digits and country, or undefined for auth code 15.
 */
export function validatePhone(
  phone: string,
  countryCode?: string,
): { digits: string; country: PhoneCountry } | undefined {
  const fitted = phoneCountryOf(phone);
  if (!fitted) return undefined;
  const digits = normalizePhone(phone);
  if (countryCode === undefined || countryCode.trim() === '') return { digits, country: fitted };
  const named = countryOfCode(countryCode, digits);
  if (!named || !matches(digits, named)) return undefined;
  return { digits, country: named };
}
