import {
  callingCodeOf,
  servedPhoneRegions,
  validPhone,
  type ServedPhoneRegion,
} from '../../../../schemas/phoneRule.ts';

/**
 * A country served by phone. Which countries, and which numbers exist in each, is the shared
 * rule's (schemas/phoneRule.ts); the platform adds only its own ids.
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, what `country_code` usually carries. */
  iso: ServedPhoneRegion;
  /** The platform's own country id, given only for the additional table (+56, +55, +58). */
  platformId?: number;
}

const platformIds: Partial<Record<ServedPhoneRegion, number>> = { CL: 205, BR: 31, VE: 41 };

export const phoneCountries: readonly PhoneCountry[] = servedPhoneRegions.map((iso) => {
  const platformId = platformIds[iso];
  return platformId === undefined ? { iso } : { iso, platformId };
});

/** Turkmen numbers (+993) sign up with a login instead of lang and country (spec, section 7). */
export const turkmenistan = 'TM';

/**
 * A phone as stored and compared: its digits only (country code included, no '+'), so
 * "+56 9 8765 4321" and "56987654321" are the same account.
 */
export const normalizePhone = (phone: string): string => phone.replace(/\D/g, '');

/**
 * The country a sign-up's `country_code` names: ISO alpha-2 ("CL"), calling code ("56" or "+56")
 * or the platform id of the additional table ("205"); only its calling code matters, since the
 * number itself tells the countries of one code apart. Undefined when it names none.
 */
function callingCodeNamed(code: string): string | undefined {
  const value = code.trim().toUpperCase().replace(/^\+/, '');
  const named = phoneCountries.find(
    (country) => country.iso === value || String(country.platformId) === value,
  );
  if (named) return callingCodeOf(named.iso);
  return phoneCountries.some((country) => callingCodeOf(country.iso) === value) ? value : undefined;
}

/**
 * Checks a phone against the shared rule (the number exists in its country's plan), the
 * catalogue and, when given, the sign-up's country_code. Returns the phone's digits and country
 * (the one its number belongs to: +7 701… is Kazakh whatever country_code says), or undefined
 * for auth code 15.
 */
export function validatePhone(
  phone: string,
  countryCode?: string,
): { digits: string; country: PhoneCountry } | undefined {
  const valid = validPhone(phone);
  const country = valid && phoneCountries.find(({ iso }) => iso === valid.region);
  if (!valid || !country) return undefined;
  if (countryCode !== undefined && countryCode.trim() !== '') {
    if (callingCodeNamed(countryCode) !== valid.callingCode) return undefined;
  }
  return { digits: valid.digits, country };
}
