import { nameOf, type CatalogView, type NamedEntry } from '../catalogView.ts';
import type { Language } from '../language.ts';
import type { FeedRuntime } from '../runtime.ts';
import type { CountFilter, CountRow } from './queries.ts';

export interface TourneyCount {
  id: number;
  name: string | null;
  priority: number;
  countryId: number;
  countryName: string | null;
  count: number;
}

export interface CountryCount {
  id: number;
  name: string | null;
  priority: number;
  count: number;
  tourneys: TourneyCount[];
}

export interface GameCount {
  id: number;
  name: string | null;
  priority: number;
  count: number;
  tourneys: TourneyCount[];
}

export interface SportCount {
  id: number;
  name: string | null;
  priority: number;
  count: number;
  countries: CountryCount[];
  /** Esports (300) only: its games with their tourneys. */
  games?: GameCount[];
}

const sum = (rows: readonly CountRow[]) => rows.reduce((total, row) => total + row.count, 0);

/** Priority, then name: the spec's listing order for sports, countries and tourneys. */
export function byPriority<T extends { priority: number; name: string | null }>(items: T[]): T[] {
  return items.sort(
    (a, b) => a.priority - b.priority || (a.name ?? '').localeCompare(b.name ?? ''),
  );
}

function groupBy<K>(rows: readonly CountRow[], key: (row: CountRow) => K): Map<K, CountRow[]> {
  const groups = new Map<K, CountRow[]>();
  for (const row of rows) {
    const value = key(row);
    groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return groups;
}

const priorityOf = (map: ReadonlyMap<number, NamedEntry>, id: number) =>
  map.get(id)?.priority ?? 1000;

export function tourneyCounts(
  rows: readonly CountRow[],
  catalog: CatalogView,
  language: Language,
): TourneyCount[] {
  return byPriority(
    [...groupBy(rows, (row) => row.tourney_id)].map(([id, tourneyRows]) => {
      const countryId = tourneyRows[0]?.country_id ?? 0;
      return {
        id,
        name: nameOf(catalog.tourneys, id, language),
        priority: priorityOf(catalog.tourneys, id),
        countryId,
        countryName: nameOf(catalog.countries, countryId, language),
        count: sum(tourneyRows),
      };
    }),
  );
}

/** Sports → countries → tourneys with event counts (esports also → games → tourneys). */
export function sportTree(
  runtime: FeedRuntime,
  filter: CountFilter,
  language: Language,
): SportCount[] {
  const catalog = runtime.catalog();
  const rows = runtime.queries.counts(filter);
  const sports = [...groupBy(rows, (row) => row.sport_id)].map(([sportId, sportRows]) => {
    const countries = [...groupBy(sportRows, (row) => row.country_id)].map(
      ([countryId, countryRows]) => ({
        id: countryId,
        name: nameOf(catalog.countries, countryId, language),
        priority: priorityOf(catalog.countries, countryId),
        count: sum(countryRows),
        tourneys: tourneyCounts(countryRows, catalog, language),
      }),
    );
    const sport: SportCount = {
      id: sportId,
      name: nameOf(catalog.sports, sportId, language),
      priority: priorityOf(catalog.sports, sportId),
      count: sum(sportRows),
      countries: byPriority(countries),
    };
    const gameRows = sportRows.filter((row) => row.game_id !== null);
    if (gameRows.length > 0) {
      sport.games = byPriority(
        [...groupBy(gameRows, (row) => row.game_id ?? 0)].map(([gameId, rowsOfGame]) => ({
          id: gameId,
          name: nameOf(catalog.games, gameId, language),
          priority: priorityOf(catalog.games, gameId),
          count: sum(rowsOfGame),
          tourneys: tourneyCounts(rowsOfGame, catalog, language),
        })),
      );
    }
    return sport;
  });
  return byPriority(sports);
}

/** Every sport of the catalogue (the sport menu's "all sports"), with line and live counts. */
export function allSports(
  runtime: FeedRuntime,
  filter: Omit<CountFilter, 'status' | 'sportId'>,
  language: Language,
) {
  const catalog = runtime.catalog();
  const count = (status: number) =>
    groupBy(runtime.queries.counts({ ...filter, status, sportId: null }), (row) => row.sport_id);
  const line = count(0);
  const live = count(1);
  return byPriority(
    [...catalog.sports.values()].map((sport) => ({
      id: sport.id,
      name: sport.names[language],
      priority: sport.priority,
      count: sum(line.get(sport.id) ?? []),
      liveCount: sum(live.get(sport.id) ?? []),
    })),
  );
}

/** Countries with line counts: all of them, or those with events of one sport. */
export function countryList(
  runtime: FeedRuntime,
  filter: Omit<CountFilter, 'status'>,
  language: Language,
) {
  const catalog = runtime.catalog();
  const counts = groupBy(runtime.queries.counts({ ...filter, status: 0 }), (row) => row.country_id);
  const countries = [...catalog.countries.values()]
    .filter((country) => filter.sportId === null || counts.has(country.id))
    .map((country) => ({
      id: country.id,
      name: country.names[language],
      priority: country.priority,
      count: sum(counts.get(country.id) ?? []),
    }));
  return byPriority(countries);
}
