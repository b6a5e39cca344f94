import { sortCountries, sortSports } from '../../shared/model/priorities.ts';
import type { CountryCount, SportCount } from '../api/lineTypes.ts';

/**
 * The country priority of the spec (section 9) goes by English name, while the map answers in the
 * player's language; the platform's country ids name them (feed README, "Id tables").
 */
const ENGLISH_COUNTRY_NAMES: ReadonlyMap<number, string> = new Map([
  [1, 'World'],
  [2, 'Europe'],
  [3, 'England'],
  [4, 'Germany'],
  [5, 'Spain'],
  [6, 'Italy'],
  [7, 'France'],
  [8, 'Turkey'],
]);

function englishNameOf(country: CountryCount): string {
  return ENGLISH_COUNTRY_NAMES.get(country.id) ?? country.name;
}

/**
 * The sport menu: sports in icon-menu order, each with its countries by priority then name, and
 * nothing without events.
 */
export function menuSports(map: readonly SportCount[], locale: string): SportCount[] {
  return sortSports(map.filter((sport) => sport.count > 0)).map((sport) => ({
    ...sport,
    countries: sortCountries(
      sport.countries.filter((country) => country.count > 0),
      locale,
      englishNameOf,
    ),
  }));
}

/** The names a line header shows, when the menu knows them. */
export function lineNames(
  sports: readonly SportCount[],
  sportId: number,
  countryId: number | null,
): { sportName: string | null; countryName: string | null } {
  const sport = sports.find((candidate) => candidate.id === sportId);
  const country =
    countryId === null ? undefined : sport?.countries.find((item) => item.id === countryId);
  return { sportName: sport?.name ?? null, countryName: country?.name ?? null };
}
