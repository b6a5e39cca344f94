import type { FixtureRoutes } from '../../core/testing/index.ts';
import type { ResultGame, ResultSport } from './api/results.ts';
import type { ResultTourney } from './model/countries.ts';

/** The moment stories and tests take as "now": the default range is 15–18 November 2026. */
export const resultsNow = new Date('2026-11-18T15:00:00Z');

type Language = 'es' | 'en' | 'pt';
type Names = Readonly<Record<Language, string>>;

const sportNames: Readonly<Record<number, Names>> = {
  1: { es: 'Fútbol', en: 'Football', pt: 'Futebol' },
  4: { es: 'Tenis', en: 'Tennis', pt: 'Ténis' },
  3: { es: 'Baloncesto', en: 'Basketball', pt: 'Basquetebol' },
};

const countryNames: Readonly<Record<number, Names>> = {
  2: { es: 'Europa', en: 'Europe', pt: 'Europa' },
  3: { es: 'Inglaterra', en: 'England', pt: 'Inglaterra' },
  5: { es: 'España', en: 'Spain', pt: 'Espanha' },
  14: { es: 'Estados Unidos', en: 'USA', pt: 'Estados Unidos' },
};

const tourneyNames: Readonly<Record<number, Names>> = {
  1001: { es: 'UEFA Liga de Campeones', en: 'UEFA Champions League', pt: 'Liga dos Campeões' },
  1003: { es: 'Premier League', en: 'Premier League', pt: 'Premier League' },
  1005: { es: 'LaLiga', en: 'LaLiga', pt: 'LaLiga' },
  3002: { es: 'EuroLeague', en: 'EuroLeague', pt: 'EuroLeague' },
  3001: { es: 'NBA', en: 'NBA', pt: 'NBA' },
  4001: { es: 'ATP', en: 'ATP', pt: 'ATP' },
};

/** Tourneys with results as the platform orders them: sport, country priority, tourney priority. */
const tourneyRows: ReadonlyArray<Omit<ResultTourney, 'name' | 'countryName'>> = [
  { id: 1001, priority: 1, countryId: 2, count: 3, sportId: 1 },
  { id: 1003, priority: 1, countryId: 3, count: 2, sportId: 1 },
  { id: 1005, priority: 1, countryId: 5, count: 2, sportId: 1 },
  { id: 4001, priority: 1, countryId: 2, count: 3, sportId: 4 },
  { id: 3002, priority: 1, countryId: 2, count: 1, sportId: 3 },
  { id: 3001, priority: 1, countryId: 14, count: 2, sportId: 3 },
];

function language(value: string): Language {
  const short = value.slice(0, 2).toLowerCase();
  return short === 'en' || short === 'pt' ? short : 'es';
}

export function resultSports(lang: string = 'es'): ResultSport[] {
  const priorities: Readonly<Record<number, number>> = { 1: 1, 4: 2, 3: 3 };
  return [1, 4, 3].map((id) => ({
    id,
    name: sportNames[id]?.[language(lang)] ?? '',
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
      countryId: tourney.countryId,
      name: tourneyNames[tourney.id]?.[language(lang)] ?? '',
      countryName: countryNames[tourney.countryId]?.[language(lang)] ?? '',
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
    sportName: sportNames[tourney?.sportId ?? 1]?.[language(lang)] ?? null,
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
