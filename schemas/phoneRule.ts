/**
 * The rule for a phone number a player gives (sign-up, recovery, profile), shared by the platform,
 * which enforces it (auth code 15), and the app's phone forms, which check it before a round trip.
 * A number must exist in its country's numbering plan, not merely have as many digits as its
 * country's numbers: CL 000000000 or BR 00000000000 have the length and no owner. The plans are
 * libphonenumber-js's small metadata (about 20 KB gzip), so the app imports this module only from
 * its phone screens, never from the first chunk.
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { Brand } from './generated/brand.ts';

/** A country served by phone, as a brand file's `phoneCountries` names it (ISO 3166-1 alpha-2). */
export type ServedPhoneRegion = NonNullable<Brand['phoneCountries']>[number];

/** The countries served by phone (spec, sections 5 and 9): a number of any other is refused. */
export const servedPhoneRegions: readonly ServedPhoneRegion[] = [
  'RU',
  'KZ',
  'MN',
  'AM',
  'TR',
  'AZ',
  'KG',
  'BY',
  'UA',
  'UZ',
  'TJ',
  'TM',
  'MD',
  'CL',
  'BR',
  'VE',
];

const served = new Set<string>(servedPhoneRegions);
const isServed = (region: string): region is ServedPhoneRegion => served.has(region);

/** A number that exists in the numbering plan of a country served by phone. */
export interface ValidPhone {
  /** Calling code then national number, digits only ("56987654321"): how a phone is stored. */
  digits: string;
  /** The served country whose plan holds the number ("CL"). */
  region: ServedPhoneRegion;
  /** The region's calling code, digits only ("56"). */
  callingCode: string;
}

/**
 * Whether text is written as a phone number: digits with spaces, dashes or brackets between them
 * and at most one leading '+'. A recovery login so written is taken as a phone (spec, section 5:
 * neither '@' nor '.'), and must then be a valid one.
 */
export function isWrittenAsPhone(text: string): boolean {
  return /^\+?[\d\s()-]*\d[\d\s()-]*$/.test(text.trim());
}

/**
 * The number, written with its calling code (`+56 9 8765 4321` or `56987654321`), when the plan
 * of a served country holds it; undefined otherwise. A shared calling code is resolved by the number
 * itself: +7 701… is Kazakh and +7 912… Russian, whichever country a picker showed.
 */
export function validPhone(text: string): ValidPhone | undefined {
  if (!isWrittenAsPhone(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.country || !isServed(parsed.country) || !parsed.isValid()) return undefined;
  // A trunk prefix after the calling code ("+7 8 912…") parses as the number without it; taking
  // it would store other digits than the ones a player signs in with later.
  if (parsed.number !== `+${digits}`) return undefined;
  return { digits, region: parsed.country, callingCode: parsed.countryCallingCode };
}

/** The calling code of an ISO 3166-1 alpha-2 region ("CL" → "56"), or undefined for none. */
export function callingCodeOf(region: string): string | undefined {
  return isSupportedCountry(region) ? getCountryCallingCode(region) : undefined;
}
