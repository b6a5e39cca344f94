import { useFeedLanguage, useFeedQuery } from '../../shared/api/feedQueries.ts';
import type { ResultTourney } from '../model/countries.ts';
import type { ResultDays } from '../model/resultDays.ts';

/** A sport with results in the range (`.../results/{x}/sports/0/{from}/{to}`). */
export interface ResultSport {
  id: number;
  name: string;
  priority: number;
  count: number;
}

/** A finished event (`.../results/{x}/games/{tourneyId}/{from}/{to}`), oldest first. */
export interface ResultGame {
  id: number;
  /** ISO 8601 UTC. */
  startDate: string;
  team1: string;
  team2: string;
  /** Final score "2:1" (goals, points, or sets/maps). */
  score: string | null;
  /** One "1:0" per half, period, quarter, set or map. */
  periodScore: string[];
  sportId: number;
  sportName: string | null;
  champId: number;
  champName: string | null;
  countryId: number;
  countryName: string | null;
}

/** The results calls take the language as their `{x}` segment (and `lang`, added by the query). */
function resultsPath(language: string, call: string, id: number, days: ResultDays): string {
  return `/api/bs2/remote/api/results/${encodeURIComponent(language)}/${call}/${id}/${days.from}/${days.to}`;
}

/** Sports with results in the days, in the language; every input is in the key. */
export function useResultSports(days: ResultDays) {
  const language = useFeedLanguage();
  return useFeedQuery<ResultSport[]>(resultsPath(language, 'sports', 0, days));
}

/** Tourneys with results of a sport (0 = every sport), by country then tourney priority. */
export function useResultTourneys(sportId: number, days: ResultDays) {
  const language = useFeedLanguage();
  return useFeedQuery<ResultTourney[]>(resultsPath(language, 'tournaments', sportId, days));
}

/** A tourney's finished games; asked for only once the tourney is opened. */
export function useResultGames(tourneyId: number, days: ResultDays) {
  const language = useFeedLanguage();
  return useFeedQuery<ResultGame[]>(resultsPath(language, 'games', tourneyId, days));
}
