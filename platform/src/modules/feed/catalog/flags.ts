/*
 * Country flags (spec: a country flag image by id), from country-flag-icons (MIT): real artwork,
 * simplified for small sizes (3:2, well under 2 KB each), so England's cross and Chile's star read
 * at the 16-20 px the lists use.
 */
import * as flagSet from 'country-flag-icons/string/3x2';

type FlagCode = keyof typeof flagSet;

// A plain record, so a code picked at run time indexes it (a namespace object cannot be checked so).
const flagArtwork: Readonly<Record<FlagCode, string>> = flagSet;

/** "World" has no flag: a globe on blue, at the set's 3:2. */
const worldEmblem =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><rect width="30" height="20" fill="#2f6fb2"/><g fill="none" stroke="#fff" stroke-width="1.2"><circle cx="15" cy="10" r="6.5"/><ellipse cx="15" cy="10" rx="2.8" ry="6.5"/><path d="M8.5 10h13"/></g></svg>';

/** The catalogue's countries by id (platform/src/modules/feed/catalog/sports.ts). */
const flagCodes: Readonly<Record<number, FlagCode>> = {
  2: 'EU',
  3: 'GB_ENG',
  4: 'DE',
  5: 'ES',
  6: 'IT',
  7: 'FR',
  8: 'TR',
  9: 'PT',
  10: 'NL',
  11: 'BR',
  12: 'AR',
  13: 'CL',
  14: 'US',
  15: 'MX',
};

const worldId = 1;

/** The flag of a demo country as SVG, or undefined for an unknown id. */
export function flagSvg(countryId: number): string | undefined {
  if (countryId === worldId) return worldEmblem;
  const code = flagCodes[countryId];
  return code === undefined ? undefined : flagArtwork[code];
}
