import type { FixtureRequest } from '../../../core/testing/index.ts';
import {
  countryName,
  feedLanguage,
  marketNameIn,
  oddNameIn,
  sportName,
  tourneyNameIn,
  type FeedLanguage,
} from '../../../core/testing/feedNames.ts';
import type { DeltaEvent, FeedItem, Market, Odd } from '../api/feedTypes.ts';

/*
 * Realistic feed events for stories and tests, shaped like the demo platform's answers
 * (platform/src/modules/feed/README.md). Every area builds its fixtures from these.
 */

export function odd(
  eventId: number,
  groupId: number,
  type: number,
  name: string,
  rate: number,
  size?: number,
): Odd {
  const suffix = size === undefined ? '' : `.${String(size)}`;
  return {
    id: `${String(eventId)}_${String(groupId)}.${String(type)}${suffix}`,
    name,
    t: type,
    c: rate,
    p: size ?? null,
    b: false,
  };
}

/** The list markets of a football match: 1X2, double chance, one handicap and one total line. */
export function footballMarkets(eventId: number, [home, draw, away] = [2.1, 3.4, 3.2]): Market[] {
  return [
    {
      groupId: 1,
      name: 'Match result',
      odds: [
        odd(eventId, 1, 1, '1', home),
        odd(eventId, 1, 2, 'X', draw),
        odd(eventId, 1, 3, '2', away),
      ],
    },
    {
      groupId: 8,
      name: 'Double chance',
      odds: [
        odd(eventId, 8, 4, '1X', 1.3),
        odd(eventId, 8, 5, '12', 1.33),
        odd(eventId, 8, 6, 'X2', 1.62),
      ],
    },
    {
      groupId: 2,
      name: 'Handicap',
      odds: [
        odd(eventId, 2, 7, 'H1 (-0.5)', 2.1, -0.5),
        odd(eventId, 2, 8, 'H2 (+0.5)', 1.74, 0.5),
      ],
    },
    {
      groupId: 17,
      name: 'Total',
      odds: [
        odd(eventId, 17, 9, 'Over 2.5', 1.95, 2.5),
        odd(eventId, 17, 10, 'Under 2.5', 1.85, 2.5),
      ],
    },
  ];
}

/** The list markets of a sport without draws (tennis, volleyball, esports): 401 / 402. */
export function twoWayMarkets(eventId: number, [home, away] = [1.6, 2.3]): Market[] {
  return [
    {
      groupId: 1,
      name: 'Match result',
      odds: [odd(eventId, 1, 401, '1', home), odd(eventId, 1, 402, '2', away)],
    },
    {
      groupId: 2,
      name: 'Handicap',
      odds: [
        odd(eventId, 2, 7, 'H1 (-1.5)', 2.4, -1.5),
        odd(eventId, 2, 8, 'H2 (+1.5)', 1.55, 1.5),
      ],
    },
    {
      groupId: 17,
      name: 'Total',
      odds: [
        odd(eventId, 17, 9, 'Over 2.5', 2.2, 2.5),
        odd(eventId, 17, 10, 'Under 2.5', 1.65, 2.5),
      ],
    },
  ];
}

/** A line football match of LaLiga (Spain) unless overridden. */
export function feedEvent(overrides: Partial<FeedItem> & { id: number }): FeedItem {
  const { id } = overrides;
  return {
    status: 0,
    startDate: '2026-11-21T20:00:00.000Z',
    sportId: 1,
    sportName: 'Fútbol',
    gameId: null,
    gameName: null,
    champId: 1005,
    champName: 'LaLiga',
    countryId: 5,
    countryName: 'España',
    team1: 'Real Madrid',
    team2: 'Atlético Madrid',
    score: null,
    time: null,
    priority: 4,
    stat: null,
    periodScore: [],
    subScore: null,
    stopped: false,
    betsCount: 42,
    markets: footballMarkets(id),
    ...overrides,
  };
}

/** A live football match in its 67th minute. */
export function liveEvent(overrides: Partial<FeedItem> & { id: number }): FeedItem {
  return feedEvent({
    status: 1,
    startDate: '2026-11-21T18:00:00.000Z',
    score: '2:1',
    time: '67:05',
    periodScore: ['1:0', '1:1'],
    stat: {
      curGame: 2,
      score: '2:1',
      '1': '1:0',
      '2': '1:1',
      corners: '5:3',
      yellowCards: '2:1',
      redCards: '0:0',
    },
    ...overrides,
  });
}

/**
 * The language a feed call asks for, where the platform reads it: the `lang` query, the search's
 * `culture`, or a language segment of the path (`/api/feed/en/full/0/0`). Spanish by default.
 */
export function requestLanguage(request: Pick<FixtureRequest, 'path' | 'query' | 'body'>) {
  const { lang } = request.query;
  if (lang !== undefined) return feedLanguage(lang);
  const body = request.body as { culture?: unknown; lang?: unknown } | undefined;
  if (body?.culture !== undefined) return feedLanguage(body.culture);
  if (body?.lang !== undefined) return feedLanguage(body.lang);
  const segment = request.path.split('/').find((part) => /^(es|en|pt)([-_][a-z]{2})?$/i.test(part));
  return feedLanguage(segment);
}

/**
 * The language a fixture answers a call in. Unit tests keep the default, Spanish; stories pass
 * `requestLanguage`, so a story in English gets the names the platform gives in English.
 */
export type AnswerLanguage = (request: FixtureRequest) => FeedLanguage;

export const inSpanish: AnswerLanguage = () => 'es';

/** A market's group and odd names in the language (the fixtures write them in Spanish). */
export function marketIn<M extends Market>(market: M, language: FeedLanguage): M {
  return {
    ...market,
    name: marketNameIn(market.groupId, market.name, language),
    odds: market.odds.map((item) => ({
      ...item,
      name: oddNameIn(item.t, item.p, item.name, language),
    })),
  };
}

type Named = Pick<
  FeedItem,
  'sportId' | 'sportName' | 'countryId' | 'countryName' | 'champId' | 'champName'
> & { markets: Market[] };

/**
 * An event as the platform answers it in `language`: sport, country, tourney, market and odd
 * names translated, teams as they are. Spanish is the fixture as written.
 */
export function inFeedLanguage<T extends Named>(event: T, language: FeedLanguage): T {
  if (language === 'es') return event;
  return {
    ...event,
    sportName: event.sportName === null ? null : sportName(event.sportId, language),
    countryName: event.countryName === null ? null : countryName(event.countryId, language),
    champName:
      event.champName === null ? null : tourneyNameIn(event.champId, event.champName, language),
    markets: event.markets.map((market) => marketIn(market, language)),
  };
}
/** A delta in the language: an added event whole, an update's markets; a removal has no names. */
export function deltaIn(event: DeltaEvent, language: FeedLanguage): DeltaEvent {
  if (event.updateStatus === 0) return inFeedLanguage(event, language);
  if (event.updateStatus === 1) {
    return { ...event, markets: event.markets.map((market) => marketIn(market, language)) };
  }
  return event;
}

/** A fixture answer of events, in the language the call asks for (stories). */
export const listInRequestLanguage =
  (events: readonly FeedItem[]) =>
  (request: Pick<FixtureRequest, 'path' | 'query' | 'body'>): FeedItem[] =>
    events.map((event) => inFeedLanguage(event, requestLanguage(request)));

/** A fixture answer of one event, in the language the call asks for (stories). */
export const inRequestLanguage =
  (event: FeedItem) =>
  (request: Pick<FixtureRequest, 'path' | 'query' | 'body'>): FeedItem =>
    inFeedLanguage(event, requestLanguage(request));
