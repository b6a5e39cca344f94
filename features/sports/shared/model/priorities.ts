/**
 * Listing order of countries and sports in the sport menu (sports-betting spec, section 9).
 * Lower numbers come first.
 */

/** Spec: the main football countries lead; every other country shares the last place. */
const COUNTRY_PRIORITIES: ReadonlyMap<string, number> = new Map([
  ['world', 1],
  ['europe', 2],
  ['england', 3],
  ['germany', 4],
  ['spain', 5],
  ['italy', 6],
  ['france', 7],
  ['turkey', 8],
]);

export const OTHER_COUNTRY_PRIORITY = 1000;

/** Priority of a country by its English name (case and surrounding spaces ignored). */
export function countryPriority(countryName: string): number {
  return COUNTRY_PRIORITIES.get(countryName.trim().toLowerCase()) ?? OTHER_COUNTRY_PRIORITY;
}

const collators = new Map<string, Intl.Collator>();

/** One collator per locale: making one costs far more than a sort of a sport's countries. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Countries by priority, then alphabetically in the player's locale. The priority is looked up
 * by English name, which may differ from the shown name; pass `englishNameOf` when the list
 * carries translated names.
 */
export function sortCountries<T extends { name: string }>(
  countries: readonly T[],
  locale: string,
  englishNameOf: (country: T) => string = (country) => country.name,
): T[] {
  const collator = collatorFor(locale);
  return [...countries].sort(
    (a, b) =>
      countryPriority(englishNameOf(a)) - countryPriority(englishNameOf(b)) ||
      collator.compare(a.name, b.name),
  );
}

/** Spec: sport 66 first (-1), then 1, 4, 3, 2, 6; the rest keep their order. */
const SPORT_PRIORITIES: ReadonlyMap<number, number> = new Map([
  [66, -1],
  [1, 1],
  [4, 2],
  [3, 3],
  [2, 4],
  [6, 5],
]);

export const OTHER_SPORT_PRIORITY = 1000;

/** Priority of a sport in the icon menu. */
export function sportPriority(sportId: number): number {
  return SPORT_PRIORITIES.get(sportId) ?? OTHER_SPORT_PRIORITY;
}

/**
 * Sports in icon-menu order. Stable (Array.prototype.sort is stable since ES2019), so sports of
 * equal priority keep the order the server sent them in. Returns a new array.
 */
export function sortSports<T extends { id: number }>(sports: readonly T[]): T[] {
  return [...sports].sort((a, b) => sportPriority(a.id) - sportPriority(b.id));
}
