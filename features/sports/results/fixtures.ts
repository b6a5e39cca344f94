import {
  countryName,
  feedLanguage,
  sportName,
  tourneyNameIn,
} from '../../core/testing/feedNames.ts';
import type { FixtureRoutes } from '../../core/testing/index.ts';
import type { ResultGame, ResultSport } from './api/results.ts';
import type { ResultTourney } from './model/countries.ts';

/** The moment stories and tests take as "now": the default range is 15–18 November 2026. */
export const resultsNow = new Date('2026-11-18T15:00:00Z');

/**
 * Tourneys with results as the platform orders them: sport, country priority, tourney priority.
 * Names in Spanish; the other languages come from the feed's names (core/testing/feedNames.ts).
 */
const tourneyRows: ReadonlyArray<Omit<ResultTourney, 'countryName'>> = [
  { id: 1001, name: 'UEFA Liga de Campeones', priority: 1, countryId: 2, count: 3, sportId: 1 },
  { id: 1003, name: 'Premier League', priority: 1, countryId: 3, count: 2, sportId: 1 },
  { id: 1005, name: 'LaLiga', priority: 1, countryId: 5, count: 2, sportId: 1 },
  { id: 4001, name: 'ATP', priority: 1, countryId: 2, count: 3, sportId: 4 },
  { id: 3002, name: 'EuroLeague', priority: 1, countryId: 2, count: 1, sportId: 3 },
  { id: 3001, name: 'NBA', priority: 1, countryId: 14, count: 2, sportId: 3 },
];

export function resultSports(lang: string = 'es'): ResultSport[] {
  const priorities: Readonly<Record<number, number>> = { 1: 1, 4: 2, 3: 3 };
  return [1, 4, 3].map((id) => ({
    id,
    name: sportName(id, feedLanguage(lang)),
    priority: priorities[id] ?? 0,
    count: tourneyRows
      .filter((tourney) => tourney.sportId === id)
      .reduce((sum, tourney) => sum + tourney.count, 0),
  }));
}

export function resultTourneys(sportId = 0, lang: string = 'es'): ResultTourney[] {
  return tourneyRows
    .filter((tourney) => sportId === 0 || tourney.sportId === sportId)
    .map((tourney) => ({
      ...tourney,
      name: tourneyNameIn(tourney.id, tourney.name, feedLanguage(lang)),
      countryName: countryName(tourney.countryId, feedLanguage(lang)),
    }));
}

type GameRow = [
  id: number,
  start: string,
  team1: string,
  team2: string,
  score: string,
  periods: string[],
];

const gameRows: Readonly<Record<number, readonly GameRow[]>> = {
  1001: [
    [100012, '2026-11-15T20:00:00.000Z', 'Real Madrid', 'Bayern Munich', '2:1', ['1:0', '1:1']],
    [100018, '2026-11-16T20:00:00.000Z', 'Liverpool', 'Inter', '0:0', ['0:0', '0:0']],
    [100025, '2026-11-17T20:00:00.000Z', 'Benfica', 'Paris Saint-Germain', '1:3', ['1:1', '0:2']],
  ],
  1003: [
    [100031, '2026-11-16T15:00:00.000Z', 'Arsenal', 'Chelsea', '3:1', ['2:0', '1:1']],
    [100036, '2026-11-17T17:30:00.000Z', 'Newcastle United', 'Tottenham', '1:1', ['0:1', '1:0']],
  ],
  1005: [
    [100044, '2026-11-15T19:00:00.000Z', 'Real Betis', 'Sevilla', '2:2', ['1:2', '1:0']],
    [100049, '2026-11-18T12:00:00.000Z', 'Atlético Madrid', 'Girona', '1:0', ['0:0', '1:0']],
  ],
  4001: [
    [
      100061,
      '2026-11-15T13:00:00.000Z',
      'Carlos Alcaraz',
      'Jannik Sinner',
      '2:1',
      ['6:4', '3:6', '7:6'],
    ],
    [
      100064,
      '2026-11-16T13:00:00.000Z',
      'Novak Djokovic',
      'Alexander Zverev',
      '2:0',
      ['6:3', '6:4'],
    ],
    [100067, '2026-11-17T15:00:00.000Z', 'Daniil Medvedev', 'Casper Ruud', '0:2', ['4:6', '5:7']],
  ],
  3002: [
    [
      100072,
      '2026-11-16T19:45:00.000Z',
      'Real Madrid',
      'Olympiacos',
      '88:81',
      ['22:18', '19:24', '25:20', '22:19'],
    ],
  ],
  3001: [
    [
      100081,
      '2026-11-16T00:30:00.000Z',
      'Boston Celtics',
      'Miami Heat',
      '112:104',
      ['28:25', '30:27', '26:30', '28:22'],
    ],
    [
      100085,
      '2026-11-17T02:00:00.000Z',
      'Denver Nuggets',
      'Los Angeles Lakers',
      '118:121',
      ['31:29', '27:33', '30:28', '30:31'],
    ],
  ],
};

export function resultGames(tourneyId: number, lang: string = 'es'): ResultGame[] {
  const tourney = resultTourneys(0, lang).find((candidate) => candidate.id === tourneyId);
  return (gameRows[tourneyId] ?? []).map(([id, startDate, team1, team2, score, periodScore]) => ({
    id,
    startDate,
    team1,
    team2,
    score,
    periodScore,
    sportId: tourney?.sportId ?? 1,
    sportName: sportName(tourney?.sportId ?? 1, feedLanguage(lang)),
    champId: tourneyId,
    champName: tourney?.name ?? null,
    countryId: tourney?.countryId ?? 0,
    countryName: tourney?.countryName ?? null,
  }));
}

/** `/api/bs2/remote/api/results/{x}/{call}/{id}/{from}/{to}` split into its parts. */
export function parseResultsPath(path: string) {
  const [, x = '', call = '', id = '0', from = '', to = ''] =
    /^\/api\/bs2\/remote\/api\/results\/([^/]+)\/([^/]+)\/(\d+)\/(\d{8})\/(\d{8})$/u.exec(path) ??
    [];
  return { x, call, id: Number(id), from, to };
}

export interface ResultsFixtureOptions {
  /** Replaces an answer: return a value, a rejected promise or a never-settling one. */
  sports?: () => unknown;
  tourneys?: (sportId: number) => unknown;
  games?: (tourneyId: number) => unknown;
}

/** The results calls answered from the fixtures above, in the language of the path. */
export function resultsRoutes(options: ResultsFixtureOptions = {}): FixtureRoutes {
  return {
    'GET /api/bs2/remote/api/results/*': ({ path }: { path: string }) => {
      const { x, call, id } = parseResultsPath(path);
      if (call === 'sports') return options.sports ? options.sports() : resultSports(x);
      if (call === 'tournaments') {
        return options.tourneys ? options.tourneys(id) : resultTourneys(id, x);
      }
      return options.games ? options.games(id) : resultGames(id, x);
    },
  };
}

/** An answer that never comes: the screen stays loading. */
export const never = () => new Promise<never>(() => {});
