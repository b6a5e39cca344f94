import type { DeltaEvent, FeedItem, MultiLiveAnswer } from '../../shared/api/feedTypes.ts';
import { applyLiveUpdate, emptyLiveState, type LiveState } from '../../shared/model/liveMerge.ts';
import { footballMarkets, liveEvent, twoWayMarkets } from '../../shared/testing/feedFixtures.ts';
import { addDelta, clockAt, oddsDelta } from '../fixtures.ts';

/*
 * The live render benchmark's data (`npm run bench`, scripts/bench/liveRender.mjs): a large live
 * list and polls that change a tenth of it, built from the shared feed fixtures.
 */

interface SportPlan {
  sportId: number;
  sportName: string;
  events: number;
  tourneys: number;
  twoWay: boolean;
}

const PLAN: readonly SportPlan[] = [
  { sportId: 1, sportName: 'Fútbol', events: 300, tourneys: 12, twoWay: false },
  { sportId: 4, sportName: 'Tenis', events: 80, tourneys: 4, twoWay: true },
  { sportId: 3, sportName: 'Baloncesto', events: 60, tourneys: 3, twoWay: false },
  { sportId: 2, sportName: 'Hockey sobre hielo', events: 40, tourneys: 3, twoWay: false },
  { sportId: 6, sportName: 'Voleibol', events: 20, tourneys: 2, twoWay: true },
];

const FIRST_ID = 300_000;

/** `count` live events spread over five sports and their tourneys, as the feed would send them. */
export function benchEvents(count = 500): FeedItem[] {
  const planned = PLAN.reduce((sum, sport) => sum + sport.events, 0);
  const events: FeedItem[] = [];
  for (const sport of PLAN) {
    const share = Math.round((sport.events * count) / planned);
    for (let index = 0; index < share && events.length < count; index += 1) {
      const id = FIRST_ID + events.length;
      const tourney = index % sport.tourneys;
      const drift = (index % 7) / 10;
      events.push(
        liveEvent({
          id,
          sportId: sport.sportId,
          sportName: sport.sportName,
          champId: sport.sportId * 1000 + tourney + 1,
          champName: `Liga ${String(tourney + 1)}`,
          countryId: (tourney % 8) + 1,
          countryName: `País ${String((tourney % 8) + 1)}`,
          priority: tourney + 1,
          // 67:05 played at the first answer's time, running.
          clock: { elapsedMs: (67 * 60 + 5) * 1000, atMs: platformTimeOf(1), running: true },
          team1: `Local ${String(id)}`,
          team2: `Visitante ${String(id)}`,
          markets: sport.twoWay
            ? twoWayMarkets(id, [1.6 + drift, 2.3 - drift])
            : footballMarkets(id, [2.1 + drift, 3.4, 3.2 - drift]),
        }),
      );
    }
  }
  return events;
}

/** The first poll's answer: every event added whole. */
export function benchFirstAnswer(events: readonly FeedItem[]): MultiLiveAnswer {
  return { timestamp: 1, events: events.map(addDelta) };
}

/** Every odd of an event moved 5 % (up on even polls, down on odd ones), two decimals. */
function movedRates(event: FeedItem, poll: number): Record<string, number> {
  const factor = poll % 2 === 0 ? 1.05 : 0.95;
  const rates: Record<string, number> = {};
  for (const market of event.markets) {
    for (const odd of market.odds) rates[odd.id] = Math.round(odd.c * factor * 100) / 100;
  }
  return rates;
}

/** The feed's poll interval, and the platform time (ms) of the bench's answer `timestamp`. */
const POLL_MS = 5000;
const platformTimeOf = (timestamp: number) => 1_800_000_000_000 + timestamp * POLL_MS;

export interface BenchPoll {
  answer: MultiLiveAnswer;
  /** Ids of the events whose odds the poll changes. */
  changedEventIds: number[];
  changedOdds: number;
  totalOdds: number;
}

/**
 * Poll number `poll` (0-based) after the first. Like the feed, every live event is in the answer
 * with its live header and its clock 5 s on (the clock moves on every tick). A changing poll also
 * moves every odd of one event in ten (a different tenth each poll), so about 10 % of the odds
 * move and exactly those rows must redraw; a quiet poll (`quiet`) moves no odd and no score, so
 * no row may redraw.
 */
export function benchPoll(state: LiveState, poll: number, quiet = false): BenchPoll {
  const changed: FeedItem[] = [];
  const deltas: DeltaEvent[] = [];
  const timestamp = state.timestamp + 1;
  const at = platformTimeOf(timestamp);
  let totalOdds = 0;
  let changedOdds = 0;
  state.order.forEach((id, index) => {
    const event = state.eventsById[id];
    if (!event) return;
    const odds = event.markets.reduce((sum, market) => sum + market.odds.length, 0);
    totalOdds += odds;
    const moves = !quiet && index % 10 === poll % 10;
    if (moves) {
      changed.push(event);
      changedOdds += odds;
    }
    deltas.push(oddsDelta(event, moves ? movedRates(event, poll) : {}, clockAt(event, at)));
  });
  return {
    answer: { timestamp, events: deltas },
    changedEventIds: changed.map((event) => event.id),
    changedOdds,
    totalOdds,
  };
}

/** The held state after the first poll of `events`. */
export function benchInitialState(events: readonly FeedItem[]): LiveState {
  return applyLiveUpdate(emptyLiveState, benchFirstAnswer(events));
}
