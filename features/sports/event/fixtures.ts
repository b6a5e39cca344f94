import { ApiError } from '../../core/errors/index.ts';
import type {
  DeltaEventAdd,
  DeltaEventUpdate,
  FeedItem,
  Market,
  Odd,
  OddResult,
  SingleLiveAnswer,
} from '../shared/api/feedTypes.ts';
import { feedEvent, liveEvent, odd, twoWayMarkets } from '../shared/testing/feedFixtures.ts';

/*
 * Full events as `GET /api/feed/games/{id}` and the single-event live poll answer them (README
 * "Event", "Live"): every market group and line, results on a finished event.
 */

const signed = (size: number) => (size > 0 ? `+${String(size)}` : String(size));

function handicap(eventId: number, lines: readonly [number, number, number][]): Market {
  return {
    groupId: 2,
    name: 'Handicap',
    odds: lines.flatMap(([size, home, away]) => [
      odd(eventId, 2, 7, `H1 (${signed(size)})`, home, size),
      odd(eventId, 2, 8, `H2 (${signed(0 - size)})`, away, 0 - size),
    ]),
  };
}

function totals(
  eventId: number,
  groupId: number,
  name: string,
  [over, under]: readonly [number, number],
  lines: readonly [number, number, number][],
): Market {
  return {
    groupId,
    name,
    odds: lines.flatMap(([size, overRate, underRate]) => [
      odd(eventId, groupId, over, `Over ${String(size)}`, overRate, size),
      odd(eventId, groupId, under, `Under ${String(size)}`, underRate, size),
    ]),
  };
}

/** A football match's full markets: result, double chance, three handicap and total lines… */
export function fullFootballMarkets(eventId: number): Market[] {
  return [
    {
      groupId: 19,
      name: 'Both teams to score',
      odds: [odd(eventId, 19, 180, 'Yes', 1.72), odd(eventId, 19, 181, 'No', 2.05)],
    },
    totals(
      eventId,
      17,
      'Total',
      [9, 10],
      [
        [1.5, 1.3, 3.45],
        [2.5, 1.95, 1.85],
        [3.5, 3.2, 1.33],
      ],
    ),
    {
      groupId: 1,
      name: 'Match result',
      odds: [
        odd(eventId, 1, 1, '1', 2.1),
        odd(eventId, 1, 2, 'X', 3.4),
        odd(eventId, 1, 3, '2', 3.2),
      ],
    },
    handicap(eventId, [
      [-1, 3.25, 1.34],
      [-0.5, 2.1, 1.74],
      [0, 1.52, 2.45],
    ]),
    {
      groupId: 8,
      name: 'Double chance',
      odds: [
        odd(eventId, 8, 4, '1X', 1.3),
        odd(eventId, 8, 5, '12', 1.33),
        odd(eventId, 8, 6, 'X2', 1.62),
      ],
    },
    totals(
      eventId,
      15,
      'Home team total',
      [11, 12],
      [
        [0.5, 1.22, 4.1],
        [1.5, 2.15, 1.68],
      ],
    ),
    totals(eventId, 62, 'Away team total', [13, 14], [[0.5, 1.45, 2.6]]),
  ];
}

/** A best-of-3 tennis match's full markets: 1 2, sets handicap and total, correct score. */
export function fullTennisMarkets(eventId: number): Market[] {
  return [
    ...twoWayMarkets(eventId, [1.45, 2.7]),
    {
      groupId: 136,
      name: 'Correct score',
      odds: [
        odd(eventId, 136, 520, '2:0', 2.35),
        odd(eventId, 136, 521, '2:1', 3.9),
        odd(eventId, 136, 512, '1:2', 5.6),
        odd(eventId, 136, 502, '0:2', 5.1),
      ],
    },
  ];
}

/** LaLiga, not started: Real Madrid – Atlético Madrid. */
export const lineFullEvent: FeedItem = feedEvent({
  id: 100132,
  betsCount: 24,
  markets: fullFootballMarkets(100132),
});

/** Premier League in the 67th minute, 2:1. */
export const liveFullEvent: FeedItem = liveEvent({
  id: 100245,
  champId: 1003,
  champName: 'Premier League',
  countryId: 3,
  countryName: 'Inglaterra',
  team1: 'Arsenal',
  team2: 'Chelsea',
  priority: 2,
  betsCount: 22,
  markets: fullFootballMarkets(100245),
});

/** ATP, second set, a game at 30:15. */
export const liveTennisEvent: FeedItem = liveEvent({
  id: 100311,
  sportId: 4,
  sportName: 'Tenis',
  champId: 4001,
  champName: 'ATP Finales',
  countryId: 2,
  countryName: 'Europa',
  team1: 'Carlos Alcaraz',
  team2: 'Jannik Sinner',
  score: '1:0',
  time: null,
  periodScore: ['6:4', '3:2'],
  subScore: '30:15',
  stat: { curGame: 2, score: '1:0', '1': '6:4', '2': '3:2' },
  betsCount: 10,
  markets: fullTennisMarkets(100311),
});

function outcome(won: boolean, lost: boolean): OddResult {
  if (won) return 34;
  return lost ? 4 : 322;
}

/** How the platform settles an odd at a final score (README: 34 won, 4 lost, 322 returned). */
function settle(item: Odd, home: number, away: number): Odd {
  const size = item.p ?? 0;
  const margin = (value: number) => outcome(value > 0, value < 0);
  const both = home > 0 && away > 0;
  const byType: Record<number, OddResult> = {
    1: outcome(home > away, true),
    2: outcome(home === away, true),
    3: outcome(away > home, true),
    4: outcome(home >= away, true),
    5: outcome(home !== away, true),
    6: outcome(away >= home, true),
    7: margin(home + size - away),
    8: margin(away + size - home),
    9: margin(home + away - size),
    10: margin(size - home - away),
    11: margin(home - size),
    12: margin(size - home),
    13: margin(away - size),
    14: margin(size - away),
    180: outcome(both, true),
    181: outcome(!both, true),
  };
  return { ...item, b: true, r: byType[item.t] ?? null };
}

/** The Premier League match after full time, 3:1, every odd settled. */
export const finishedFullEvent: FeedItem = {
  ...liveFullEvent,
  status: 2,
  score: '3:1',
  time: null,
  periodScore: ['2:0', '1:1'],
  stat: {
    curGame: 2,
    score: '3:1',
    '1': '2:0',
    '2': '1:1',
    corners: '7:4',
    yellowCards: '2:3',
    redCards: '0:1',
  },
  markets: liveFullEvent.markets.map((market) => ({
    ...market,
    odds: market.odds.map((item) => settle(item, 3, 1)),
  })),
};

/** The first poll's answer (timestamp 0): the whole event, every market marked add. */
export function liveAdd(event: FeedItem, timestamp = 1_000): SingleLiveAnswer {
  const delta: DeltaEventAdd = {
    ...event,
    updateStatus: 0,
    markets: event.markets.map((market) => ({ ...market, updateStatus: 0 })),
  };
  return { timestamp, event: delta };
}

/** A later poll: the live header and the changed odds of one group. */
export function liveUpdate(
  event: FeedItem,
  timestamp: number,
  change: { groupId: number; odds: Odd[] },
  header: Partial<Omit<DeltaEventUpdate, 'id' | 'updateStatus' | 'markets'>> = {},
): SingleLiveAnswer {
  const market = event.markets.find((candidate) => candidate.groupId === change.groupId);
  return {
    timestamp,
    event: {
      id: event.id,
      updateStatus: 1,
      score: event.score,
      time: event.time,
      stat: event.stat,
      periodScore: event.periodScore,
      subScore: event.subScore,
      stopped: event.stopped,
      betsCount: event.betsCount,
      ...header,
      markets: [
        { groupId: change.groupId, name: market?.name ?? '', updateStatus: 1, odds: change.odds },
      ],
    },
  };
}

/** Nothing changed since the timestamp. */
export const liveUnchanged = (timestamp: number): SingleLiveAnswer => ({ timestamp, event: null });

export const eventNotFound = () =>
  new ApiError({
    kind: 'server',
    httpStatus: 404,
    codeStatus: 612,
    serverMessage: 'Event not found',
  });

export const eventNotLive = () =>
  new ApiError({
    kind: 'server',
    httpStatus: 404,
    codeStatus: 63,
    serverMessage: 'Event is not live',
  });

export const networkDown = () => new ApiError({ kind: 'network' });

/** The timestamp a poll path sends (`/api/feed/live/{x}/full/{timestamp}/{id}`). */
export function polledTimestamp(path: string): number {
  return Number(path.split('/').at(-2) ?? 0);
}

/** An answer that never comes: the loading state. */
export const never = () => new Promise<never>(() => {});
