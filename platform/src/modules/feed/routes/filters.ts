import { esportsGames, esportsSportId } from '../catalog/index.ts';
import type { EventFilter } from '../read/queries.ts';
import { parseMoment } from './dates.ts';
import { langProperty, momentProperty, optionalIdProperty } from './http.ts';

/** Query of the list calls; 0 (or absent) in an id filter means "all". */
export interface ListQuery {
  lang?: string;
  sportId?: number;
  countryId?: number;
  champId?: number;
  gameId?: number;
  fromDate?: string;
  toDate?: string;
  dateFrom?: string;
  dateTo?: string;
  /** Seconds from now (the spec's "minutes times 60"): a window now … now + filterTime. */
  filterTime?: number;
}

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lang: langProperty,
    sportId: optionalIdProperty,
    countryId: optionalIdProperty,
    champId: optionalIdProperty,
    gameId: optionalIdProperty,
    fromDate: momentProperty,
    toDate: momentProperty,
    dateFrom: momentProperty,
    dateTo: momentProperty,
    filterTime: { type: 'integer', minimum: 1, maximum: 31 * 24 * 3600 },
  },
} as const;

const gameIds = new Set(esportsGames.map((game) => game.id));
const orNull = (id: number | undefined) => (id ? id : null);

/** Sport id with its game: an esports game id (301 …) given as sport means sport 300 + game. */
export function sportAndGame(sportId: number | undefined, gameId: number | undefined) {
  if (sportId !== undefined && gameIds.has(sportId)) {
    return { sportId: esportsSportId, gameId: sportId };
  }
  return { sportId: orNull(sportId), gameId: orNull(gameId) };
}

/** The time window of a list query: explicit dates win, else filterTime, else none. */
export function windowOf(
  query: Pick<ListQuery, 'fromDate' | 'toDate' | 'dateFrom' | 'dateTo' | 'filterTime'>,
  nowMs: number,
): { from: string | null; to: string | null } | string {
  const from = parseMoment(query.fromDate ?? query.dateFrom);
  const to = parseMoment(query.toDate ?? query.dateTo);
  if (from === null) return 'fromDate is not a date (ISO 8601 or unix seconds)';
  if (to === null) return 'toDate is not a date (ISO 8601 or unix seconds)';
  if (from === undefined && to === undefined && query.filterTime !== undefined) {
    return {
      from: new Date(nowMs).toISOString(),
      to: new Date(nowMs + query.filterTime * 1000).toISOString(),
    };
  }
  return { from: from ?? null, to: to ?? null };
}

/** The event filter of a list query, or a message saying what is wrong with it. */
export function filterOf(query: ListQuery, status: number, nowMs: number): EventFilter | string {
  const window = windowOf(query, nowMs);
  if (typeof window === 'string') return window;
  return {
    status,
    ...sportAndGame(query.sportId, query.gameId),
    countryId: orNull(query.countryId),
    tourneyId: orNull(query.champId),
    ...window,
    topOnly: 0,
    text: null,
  };
}

/** A cache key that names every filter value. */
export const filterKey = (filter: EventFilter) =>
  [
    filter.status,
    filter.sportId,
    filter.countryId,
    filter.tourneyId,
    filter.gameId,
    filter.from,
    filter.to,
    filter.topOnly,
    filter.text,
  ].join('|');
