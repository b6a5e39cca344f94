/** Answers of the line's sport menu calls (platform/src/modules/feed/README.md, "Line and sport menu"). */

export interface TourneyCount {
  id: number;
  name: string;
  priority: number;
  countryId: number;
  countryName: string;
  count: number;
}

export interface CountryCount {
  id: number;
  name: string;
  priority: number;
  count: number;
  tourneys: TourneyCount[];
}

/** `GET /api/feed/line/map`: one sport with line events in the window, by country. */
export interface SportCount {
  id: number;
  name: string;
  priority: number;
  count: number;
  countries: CountryCount[];
}
