import type { FixtureRequest, FixtureRoutes } from '../../core/testing/index.ts';
import type {
  DeltaEventAdd,
  DeltaEventRemove,
  DeltaEventUpdate,
  DeltaMarket,
  FeedItem,
  Market,
  MultiLiveAnswer,
} from '../shared/api/feedTypes.ts';
import {
  deltaIn,
  inSpanish,
  liveEvent,
  odd,
  type AnswerLanguage,
} from '../shared/testing/feedFixtures.ts';
import { clockElapsedMs, clockText } from '../shared/model/liveClock.ts';

/*
 * Live fixtures for stories and tests, shaped like the demo platform's delta feed
 * (platform/src/modules/feed/README.md, "Live update (DeltaEvent)"): the first poll (timestamp 0)
 * adds every live event whole, with every market group and line; later polls send changes only.
 */

/** Every market group of a live match with a draw, as a delta add sends it. */
export function fullThreeWayMarkets(id: number, [home, draw, away] = [2.1, 3.4, 3.2]): Market[] {
  return [
    {
      groupId: 1,
      name: 'Resultado del partido',
      odds: [odd(id, 1, 1, '1', home), odd(id, 1, 2, 'X', draw), odd(id, 1, 3, '2', away)],
    },
    {
      groupId: 8,
      name: 'Doble oportunidad',
      odds: [odd(id, 8, 4, '1X', 1.3), odd(id, 8, 5, '12', 1.33), odd(id, 8, 6, 'X2', 1.62)],
    },
    {
      groupId: 2,
      name: 'Hándicap',
      odds: [
        odd(id, 2, 7, 'H1 (-0.5)', 2.1, -0.5),
        odd(id, 2, 8, 'H2 (+0.5)', 1.74, 0.5),
        odd(id, 2, 7, 'H1 (-1.5)', 3.6, -1.5),
        odd(id, 2, 8, 'H2 (+1.5)', 1.28, 1.5),
      ],
    },
    {
      groupId: 17,
      name: 'Total',
      odds: [
        odd(id, 17, 9, 'Más de 2.5', 1.95, 2.5),
        odd(id, 17, 10, 'Menos de 2.5', 1.85, 2.5),
        odd(id, 17, 9, 'Más de 3.5', 3.1, 3.5),
        odd(id, 17, 10, 'Menos de 3.5', 1.36, 3.5),
      ],
    },
    {
      groupId: 19,
      name: 'Ambos equipos marcan',
      odds: [odd(id, 19, 180, 'Sí', 1.72), odd(id, 19, 181, 'No', 2.05)],
    },
  ];
}

/** Every market group of a live match without a draw (tennis, volleyball, esports). */
export function fullTwoWayMarkets(id: number, [home, away] = [1.6, 2.3]): Market[] {
  return [
    {
      groupId: 1,
      name: 'Resultado del partido',
      odds: [odd(id, 1, 401, '1', home), odd(id, 1, 402, '2', away)],
    },
    {
      groupId: 2,
      name: 'Hándicap',
      odds: [odd(id, 2, 7, 'H1 (-1.5)', 2.4, -1.5), odd(id, 2, 8, 'H2 (+1.5)', 1.55, 1.5)],
    },
    {
      groupId: 17,
      name: 'Total',
      odds: [odd(id, 17, 9, 'Más de 2.5', 2.2, 2.5), odd(id, 17, 10, 'Menos de 2.5', 1.65, 2.5)],
    },
  ];
}

/** Seven live matches of five sports, as the demo shows them in Spanish (see `deltaIn`). */
export const liveFixtureEvents: readonly FeedItem[] = [
  liveEvent({ id: 100200, markets: fullThreeWayMarkets(100200) }),
  liveEvent({
    id: 100201,
    team1: 'Sevilla',
    team2: 'Valencia',
    score: '0:0',
    time: '23:40',
    periodScore: ['0:0'],
    markets: fullThreeWayMarkets(100201, [2.45, 2.9, 3.35]),
  }),
  liveEvent({
    id: 100202,
    champId: 1003,
    champName: 'Premier League',
    countryId: 3,
    countryName: 'Inglaterra',
    priority: 2,
    team1: 'Arsenal',
    team2: 'Chelsea',
    score: '1:1',
    time: '55:12',
    markets: fullThreeWayMarkets(100202, [2.6, 3.1, 2.95]),
  }),
  liveEvent({
    id: 100203,
    champId: 1001,
    champName: 'UEFA Liga de Campeones',
    countryId: 2,
    countryName: 'Europa',
    priority: 1,
    team1: 'Bayern Múnich',
    team2: 'Paris Saint-Germain',
    score: '0:1',
    time: '12:30',
    periodScore: ['0:1'],
    markets: fullThreeWayMarkets(100203, [2.3, 3.5, 3.0]),
  }),
  liveEvent({
    id: 100204,
    sportId: 4,
    sportName: 'Tenis',
    champId: 4001,
    champName: 'ATP Finals',
    countryId: 1,
    countryName: 'Mundo',
    priority: 1,
    team1: 'Carlos Alcaraz',
    team2: 'Jannik Sinner',
    score: '1:0',
    time: null,
    periodScore: ['6:4', '2:1'],
    subScore: '30:15',
    stat: null,
    betsCount: 6,
    markets: fullTwoWayMarkets(100204),
  }),
  liveEvent({
    id: 100205,
    sportId: 3,
    sportName: 'Baloncesto',
    champId: 3001,
    champName: 'NBA',
    countryId: 14,
    countryName: 'Estados Unidos',
    priority: 1,
    team1: 'Los Angeles Lakers',
    team2: 'Boston Celtics',
    score: '88:84',
    time: '38:12',
    periodScore: ['24:20', '22:25', '28:22', '14:17'],
    stat: null,
    markets: fullThreeWayMarkets(100205, [1.7, 15, 2.3]),
  }),
  liveEvent({
    id: 100206,
    sportId: 2,
    sportName: 'Hockey sobre hielo',
    champId: 2001,
    champName: 'NHL',
    countryId: 14,
    countryName: 'Estados Unidos',
    priority: 1,
    team1: 'New York Rangers',
    team2: 'Boston Bruins',
    score: '2:2',
    time: '44:10',
    periodScore: ['1:0', '1:2', '0:0'],
    stat: null,
    markets: fullThreeWayMarkets(100206, [2.5, 3.9, 2.55]),
  }),
];

/** The event with this id from the fixtures (throws for an unknown id: a broken fixture). */
export function fixtureEvent(id: number): FeedItem {
  const event = liveFixtureEvents.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`No live fixture event ${String(id)}`);
  return event;
}

/** A delta add: the whole event, every market marked add. */
export function addDelta(event: FeedItem): DeltaEventAdd {
  return {
    ...event,
    updateStatus: 0,
    markets: event.markets.map((market) => ({ ...market, updateStatus: 0 })),
  };
}

/** The event's clock run on to platform time `atMs`, as the feed resends it (text and base). */
export function clockAt(event: FeedItem, atMs: number): Pick<FeedItem, 'time' | 'clock'> {
  if (!event.clock) return { time: event.time };
  const elapsedMs = clockElapsedMs(event.clock, atMs);
  return { time: clockText(elapsedMs), clock: { ...event.clock, elapsedMs, atMs } };
}

/** A delta update of the event's prices: the live header and only the changed odds. */
export function oddsDelta(
  event: FeedItem,
  rates: Readonly<Record<string, number>>,
  header: Partial<Pick<FeedItem, 'score' | 'time' | 'clock'>> = {},
): DeltaEventUpdate {
  const clock = header.clock ?? event.clock;
  const markets: DeltaMarket[] = event.markets.flatMap((market) => {
    const odds = market.odds.flatMap((candidate) => {
      const rate = rates[candidate.id];
      return rate === undefined ? [] : [{ ...candidate, c: rate }];
    });
    return odds.length > 0 ? [{ ...market, updateStatus: 1, odds }] : [];
  });
  return {
    id: event.id,
    updateStatus: 1,
    score: header.score ?? event.score,
    time: header.time ?? event.time,
    ...(clock === undefined ? {} : { clock }),
    stat: event.stat,
    periodScore: event.periodScore,
    subScore: event.subScore,
    stopped: event.stopped,
    betsCount: event.betsCount,
    markets,
  };
}

/** A delta remove: the event finished and leaves live. */
export function removeDelta(id: number): DeltaEventRemove {
  return { id, updateStatus: 2 };
}

/** The timestamp a delta poll sent (`/api/feed/{lang}/full/{timestamp}/0`). */
export function pollTimestamp(path: string): number {
  const match = /\/full\/(\d+)\/\d+$/.exec(path);
  return match?.[1] ? Number(match[1]) : Number.NaN;
}

/** Answers a poll from the timestamp it sent: the feed's state after that moment. */
export type LiveAnswerFor = (timestamp: number) => MultiLiveAnswer | Promise<MultiLiveAnswer>;

/**
 * The fixture API of the live screen: the delta poll answered by `answerFor`, no favourites.
 * Names are Spanish unless `language` says otherwise (stories pass `requestLanguage`).
 */
export function liveRoutes(
  answerFor: LiveAnswerFor,
  language: AnswerLanguage = inSpanish,
): FixtureRoutes {
  return {
    'GET /api/feed/*': async (request: FixtureRequest) => {
      const answer = await answerFor(pollTimestamp(request.path));
      const names = language(request);
      return { ...answer, events: answer.events.map((event) => deltaIn(event, names)) };
    },
    'GET /api/bet/favorites': [],
  };
}

/** A feed that adds `events` on the first poll, then reports nothing new. */
export function steadyFeed(events: readonly FeedItem[] = liveFixtureEvents): LiveAnswerFor {
  return (timestamp) =>
    timestamp === 0
      ? { timestamp: 100, events: events.map(addDelta) }
      : { timestamp: 100, events: [] };
}

/**
 * A feed that adds `events` on the first poll (timestamp 100), sends `next` on the second
 * (timestamp 200), then reports nothing new.
 */
export function changingFeed(
  next: MultiLiveAnswer['events'],
  events: readonly FeedItem[] = liveFixtureEvents,
): LiveAnswerFor {
  return (timestamp) => {
    if (timestamp === 0) return { timestamp: 100, events: events.map(addDelta) };
    if (timestamp === 100) return { timestamp: 200, events: next };
    return { timestamp: 200, events: [] };
  };
}
