/** A tourney with results, as `.../results/{x}/tournaments/...` lists it. */
export interface ResultTourney {
  id: number;
  name: string;
  priority: number;
  countryId: number;
  countryName: string;
  /** Finished events in the range. */
  count: number;
  sportId: number;
}

/** The tourneys of one country, for a header with its flag and name. */
export interface CountryResults {
  countryId: number;
  countryName: string;
  tourneys: ResultTourney[];
}

/**
 * Tourneys grouped by country, in the order of the answer: the platform already orders by
 * country priority, then tourney priority. With every sport at once the answer runs sport by
 * sport, so a country can come back later; its tourneys join its first group rather than
 * repeating the country header.
 */
export function groupByCountry(tourneys: readonly ResultTourney[]): CountryResults[] {
  const groups = new Map<number, CountryResults>();
  for (const tourney of tourneys) {
    let group = groups.get(tourney.countryId);
    if (!group) {
      group = { countryId: tourney.countryId, countryName: tourney.countryName, tourneys: [] };
      groups.set(tourney.countryId, group);
    }
    group.tourneys.push(tourney);
  }
  return [...groups.values()];
}
