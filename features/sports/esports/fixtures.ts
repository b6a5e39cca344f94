import { ApiError } from '../../core/errors/index.ts';
import {
  countryName,
  feedLanguage,
  sportName,
  type FeedLanguage,
} from '../../core/testing/feedNames.ts';
import type { FixtureRequest, FixtureRoutes } from '../../core/testing/index.ts';
import type { FeedItem } from '../shared/api/feedTypes.ts';
import { feedEvent, marketIn, twoWayMarkets } from '../shared/testing/feedFixtures.ts';
import type { EsportsGame, MapSport } from './model/games.ts';

/*
 * The demo platform's esports line (platform/src/modules/feed: sport 300, games 301-304,
 * tourneys 300001-300005) for stories and tests. Game and tourney names are the same in every
 * language; the sport and country names are not, which shows a reload in another language.
 */

interface TourneyDefinition {
  id: number;
  gameId: number;
  name: string;
  countryId: number;
  priority: number;
  /** The matches of its events (team1, team2), two hours apart. */
  matches: readonly [string, string][];
}

const tourneys: readonly TourneyDefinition[] = [
  {
    id: 300001,
    gameId: 301,
    name: 'IEM World Championship',
    countryId: 1,
    priority: 1,
    matches: [
      ['Natus Vincere', 'FaZe Clan'],
      ['Team Vitality', 'G2 Esports'],
      ['The MongolZ', 'Virtus.pro'],
    ],
  },
  {
    id: 300002,
    gameId: 301,
    name: 'BLAST Premier Europe',
    countryId: 2,
    priority: 2,
    matches: [['Ninjas in Pyjamas', 'Fnatic']],
  },
  {
    id: 300003,
    gameId: 302,
    name: 'DreamLeague',
    countryId: 1,
    priority: 1,
    matches: [
      ['Team Spirit', 'Gaimin Gladiators'],
      ['Team Falcons', 'Tundra Esports'],
    ],
  },
  {
    id: 300004,
    gameId: 303,
    name: 'LEC',
    countryId: 2,
    priority: 1,
    matches: [['G2 Esports', 'Fnatic']],
  },
  {
    id: 300005,
    gameId: 304,
    name: 'VCT Americas',
    countryId: 1,
    priority: 1,
    matches: [['Sentinels', 'LOUD']],
  },
];

const games = [
  { id: 301, name: 'Counter-Strike 2', priority: 1 },
  { id: 302, name: 'Dota 2', priority: 2 },
  { id: 303, name: 'League of Legends', priority: 3 },
  { id: 304, name: 'Valorant', priority: 4 },
] as const;

/** `GET /api/feed/line/map?sportId=300` in a language: esports with its games and tourneys. */
export function esportsMapIn(lang: FeedLanguage): MapSport[] {
  const gameCounts: EsportsGame[] = games.map((game) => {
    const own = tourneys.filter((tourney) => tourney.gameId === game.id);
    const entries = own.map((tourney) => ({
      id: tourney.id,
      name: tourney.name,
      priority: tourney.priority,
      countryId: tourney.countryId,
      countryName: countryName(tourney.countryId, lang),
      count: tourney.matches.length,
    }));
    return {
      ...game,
      count: entries.reduce((sum, entry) => sum + entry.count, 0),
      tourneys: entries,
    };
  });
  return [
    {
      id: 300,
      name: sportName(300, lang),
      priority: 7,
      count: gameCounts.reduce((sum, game) => sum + game.count, 0),
      games: gameCounts,
    },
  ];
}

/** The English map (model tests). */
export const esportsMap: MapSport[] = esportsMapIn('en');

/** `GET /api/feed/line/games?sportId=300&gameId=…&champId=…`: a tourney's line events. */
export function tourneyEvents(tourneyId: number, lang: FeedLanguage = 'es'): FeedItem[] {
  const tourney = tourneys.find((entry) => entry.id === tourneyId);
  if (!tourney) return [];
  const game = games.find((entry) => entry.id === tourney.gameId);
  return tourney.matches.map(([team1, team2], index) => {
    // Demo event ids are 100000 and up.
    const id = 100300 + (tourneyId % 1000) * 10 + index + 1;
    return feedEvent({
      id,
      startDate: `2026-11-21T${String(14 + index * 2)}:00:00.000Z`,
      sportId: 300,
      sportName: sportName(300, lang),
      gameId: tourney.gameId,
      gameName: game?.name ?? null,
      champId: tourney.id,
      champName: tourney.name,
      countryId: tourney.countryId,
      countryName: countryName(tourney.countryId, lang),
      team1,
      team2,
      priority: tourney.priority,
      betsCount: 18 + index * 4,
      markets: twoWayMarkets(id, [1.55 + index * 0.2, 2.35 - index * 0.2]).map((market) =>
        marketIn(market, lang),
      ),
    });
  });
}

/** The platform refusing with a server error (HTTP 503 without a code). */
export const unavailable = () => Promise.reject(new ApiError({ kind: 'http', httpStatus: 503 }));

export interface EsportsFixtureOptions {
  /** The map's answer (a handler) instead of the esports line. */
  map?: (request: FixtureRequest) => unknown;
  /** A tourney's events answer (a handler) instead of its line events. */
  events?: (request: FixtureRequest) => unknown;
}

/** Fixture API routes of the esports page. */
export function esportsRoutes(options: EsportsFixtureOptions = {}): FixtureRoutes {
  return {
    'GET /api/feed/line/map':
      options.map ?? ((request: FixtureRequest) => esportsMapIn(feedLanguage(request.query.lang))),
    'GET /api/feed/line/games':
      options.events ??
      ((request: FixtureRequest) =>
        tourneyEvents(Number(request.query.champId), feedLanguage(request.query.lang))),
  };
}

/** A map with no esports events: the platform lists only sports with events. */
export const emptyMap = (): MapSport[] => [];
