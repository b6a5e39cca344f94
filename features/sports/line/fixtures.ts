import { countryName, feedLanguage, sportName, tourneyName } from '../../core/testing/feedNames.ts';
import type { FeedItem, Market } from '../shared/api/feedTypes.ts';
import type { Favourite } from '../shared/favourites/useFavourites.ts';
import {
  feedEvent,
  footballMarkets,
  inFeedLanguage,
  marketIn,
  odd,
  twoWayMarkets,
} from '../shared/testing/feedFixtures.ts';
import type { SportCount } from './api/lineTypes.ts';

/*
 * Line fixtures shaped like the demo platform's answers (platform/src/modules/feed/README.md),
 * with names in the language asked for, for stories and tests.
 */

/** The moment stories and tests take as "now": Wednesday 18 November 2026, 15:00 UTC. */
export const lineNow = new Date('2026-11-18T15:00:00Z');

/** Basketball: 1X2 (a draw stands in the demo), a points handicap and a points total. */
function basketballMarkets(eventId: number): Market[] {
  const [result] = footballMarkets(eventId, [1.72, 15, 2.35]);
  return [
    ...(result ? [result] : []),
    {
      groupId: 2,
      name: 'Handicap',
      odds: [odd(eventId, 2, 7, 'H1 (-4.5)', 1.9, -4.5), odd(eventId, 2, 8, 'H2 (+4.5)', 1.9, 4.5)],
    },
    {
      groupId: 17,
      name: 'Total',
      odds: [
        odd(eventId, 17, 9, 'Over 221.5', 1.87, 221.5),
        odd(eventId, 17, 10, 'Under 221.5', 1.93, 221.5),
      ],
    },
  ];
}

type Row = [
  id: number,
  sportId: number,
  countryId: number,
  champId: number,
  start: string,
  team1: string,
  team2: string,
  priority: number,
];

/** Line events in the platform's order: sport, country priority, tourney priority, start. */
const rows: readonly Row[] = [
  [100121, 1, 2, 1001, '2026-11-18T20:00:00.000Z', 'Inter', 'Paris Saint-Germain', 1],
  [100111, 1, 3, 1003, '2026-11-19T17:30:00.000Z', 'Arsenal', 'Chelsea', 2],
  [100112, 1, 3, 1003, '2026-11-19T20:00:00.000Z', 'Liverpool', 'Manchester City', 2],
  [100101, 1, 5, 1005, '2026-11-18T17:00:00.000Z', 'Real Madrid', 'Atlético Madrid', 4],
  [100102, 1, 5, 1005, '2026-11-20T19:00:00.000Z', 'FC Barcelona', 'Sevilla FC', 4],
  [
    100103,
    1,
    5,
    1005,
    '2026-11-21T16:15:00.000Z',
    'Valencia CF',
    'Real Betis Balompié Sociedad Anónima Deportiva',
    4,
  ],
  [100201, 4, 1, 4001, '2026-11-18T19:00:00.000Z', 'Carlos Alcaraz', 'Jannik Sinner', 3],
  [100301, 3, 14, 3001, '2026-11-19T01:30:00.000Z', 'Los Angeles Lakers', 'Boston Celtics', 1],
];

function marketsOf(id: number, sportId: number): Market[] {
  if (sportId === 4) return twoWayMarkets(id, [1.83, 1.97]);
  if (sportId === 3) return basketballMarkets(id);
  return footballMarkets(id, [1.8 + (id % 7) / 10, 3.6, 4.1 - (id % 5) / 10]);
}

/** Every line event of the fixtures, in the language asked for. */
export function lineEvents(lang: unknown = 'es'): FeedItem[] {
  const language = feedLanguage(lang);
  return rows.map(([id, sportId, countryId, champId, startDate, team1, team2, priority]) =>
    feedEvent({
      id,
      sportId,
      sportName: sportName(sportId, language),
      countryId,
      countryName: countryName(countryId, language),
      champId,
      champName: tourneyName(champId, language),
      startDate,
      team1,
      team2,
      priority,
      betsCount: sportId === 1 ? 46 : 18,
      markets: marketsOf(id, sportId).map((market) => marketIn(market, language)),
    }),
  );
}

/** The sport menu (`GET /api/feed/line/map`) counted from the events, as the platform sends it. */
export function lineMap(
  lang: unknown = 'es',
  events: readonly FeedItem[] = lineEvents(lang),
): SportCount[] {
  const sports = new Map<number, SportCount>();
  for (const event of events) {
    let sport = sports.get(event.sportId);
    if (!sport) {
      sport = {
        id: event.sportId,
        name: event.sportName ?? '',
        priority: 1,
        count: 0,
        countries: [],
      };
      sports.set(event.sportId, sport);
    }
    sport.count += 1;
    let country = sport.countries.find((item) => item.id === event.countryId);
    if (!country) {
      country = {
        id: event.countryId,
        name: event.countryName ?? '',
        priority: 1000,
        count: 0,
        tourneys: [],
      };
      sport.countries.push(country);
    }
    country.count += 1;
  }
  return [...sports.values()];
}

/** A favourite of the fixture player, as `GET /api/bet/favorites` lists it. */
export function favourite(event: FeedItem, isActive = event.status !== 2): Favourite {
  return {
    ID: event.id + 9_000_000,
    data: {
      eventDate: event.startDate,
      ID: event.id,
      name: `${event.team1} - ${event.team2}`,
      type: 'line',
    },
    isActive,
    user: 104857,
  };
}

/** A finished match among the favourites (Spanish: see `finishedEventIn`). */
export const finishedEvent: FeedItem = feedEvent({
  id: 100050,
  status: 2,
  startDate: '2026-11-16T19:00:00.000Z',
  team1: 'Girona FC',
  team2: 'Villarreal CF',
  score: '2:2',
  markets: footballMarkets(100050).map((market) => ({
    ...market,
    odds: market.odds.map((item) => ({ ...item, b: true })),
  })),
});

/** The finished match in the language asked for. */
export const finishedEventIn = (lang: unknown): FeedItem =>
  inFeedLanguage(finishedEvent, feedLanguage(lang));
