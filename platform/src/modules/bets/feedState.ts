import type { PlatformDatabase } from '../../db/database.ts';
import { betCodes, type BetCode } from './codes.ts';

/** Event status of the shared feed contract (db/schema/20-feed.sql). */
export const eventStatus = { notStarted: 0, live: 1, finished: 2 } as const;

/** An odd of `feed_odds` joined with its event from `feed_events`. */
export interface FeedOdd {
  id: string;
  eventId: number;
  groupId: number;
  type: number;
  size: number | null;
  rate: number;
  blocked: number;
  result: number | null;
  sportId: number;
  countryId: number;
  tourneyId: number;
  team1: string;
  team2: string;
  startsAt: string;
  eventStatus: number;
  stopped: number;
  score1: number | null;
  score2: number | null;
}

/** '123_1.1' → 123: the event id is the odd id's text before '_'. */
export function eventIdOf(oddId: string): number | undefined {
  const match = /^(\d+)_/.exec(oddId);
  return match ? Number(match[1]) : undefined;
}

/** '123_17.9.2.5' → '123_17': the event-market key, the text before the first dot. */
export function marketKeyOf(oddId: string): string {
  const dot = oddId.indexOf('.');
  return dot === -1 ? oddId : oddId.slice(0, dot);
}

export function scoreOf(odd: { score1: number | null; score2: number | null }): string {
  return odd.score1 === null || odd.score2 === null ? '' : `${odd.score1}:${odd.score2}`;
}

/** Reads the odds and their events by odd id (in one query; missing ids are absent). */
export function readFeedOdds(
  database: PlatformDatabase,
  oddIds: readonly string[],
): Map<string, FeedOdd> {
  if (oddIds.length === 0) return new Map();
  const rows = database
    .prepare(
      `SELECT o.id, o.event_id AS eventId, o.group_id AS groupId, o.type, o.size, o.rate,
         o.blocked, o.result, e.sport_id AS sportId, e.country_id AS countryId,
         e.tourney_id AS tourneyId, e.team1, e.team2, e.starts_at AS startsAt,
         e.status AS eventStatus, e.stopped, e.score1, e.score2
       FROM feed_odds o JOIN feed_events e ON e.id = o.event_id
       WHERE o.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(oddIds)) as FeedOdd[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Status of the events among `eventIds` that still exist in the feed. */
export function readEventStatuses(
  database: PlatformDatabase,
  eventIds: readonly number[],
): Map<number, number> {
  if (eventIds.length === 0) return new Map();
  const rows = database
    .prepare('SELECT id, status FROM feed_events WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(eventIds)) as Array<{ id: number; status: number }>;
  return new Map(rows.map((row) => [row.id, row.status]));
}

export interface OddAvailability {
  code: BetCode;
  /** The event id (from the odd, or parsed from its id when the odd is gone). */
  eventId: number | undefined;
}

/**
 * Whether an odd can be bet now, as a bet code: 0, or 1 (no such odd), 681 (its event finished
 * or was removed, or the market is already settled), 13 (stop on the event), 14 (stop on the
 * option), 3 (a pre-match price whose event has started: by the feed going live, or by the clock
 * before the feed caught up).
 */
export function oddAvailability(
  oddId: string,
  odd: FeedOdd | undefined,
  eventStatuses: ReadonlyMap<number, number>,
  nowMs: number,
  takenAsPreMatch: boolean,
): OddAvailability {
  if (!odd) {
    const eventId = eventIdOf(oddId);
    const status = eventId === undefined ? undefined : eventStatuses.get(eventId);
    const gone = eventId !== undefined && (status === undefined || status === eventStatus.finished);
    return { code: gone ? betCodes.eventUnavailable : betCodes.betNotFound, eventId };
  }
  const eventId = odd.eventId;
  if (odd.eventStatus === eventStatus.finished || odd.result !== null) {
    return { code: betCodes.eventUnavailable, eventId };
  }
  if (odd.stopped) return { code: betCodes.eventStopped, eventId };
  if (odd.blocked) return { code: betCodes.optionStopped, eventId };
  // Parsed, not compared as text: the feed may write its moments with or without milliseconds.
  const startedByClock =
    odd.eventStatus === eventStatus.notStarted && Date.parse(odd.startsAt) <= nowMs;
  const wentLive = odd.eventStatus === eventStatus.live && takenAsPreMatch;
  if (startedByClock || wentLive) return { code: betCodes.eventBegun, eventId };
  return { code: betCodes.ok, eventId };
}

/** The event ids of odds that are not in the feed (to tell 'removed event' from 'no such odd'). */
export function missingOddEventIds(
  oddIds: readonly string[],
  odds: ReadonlyMap<string, FeedOdd>,
): number[] {
  const ids = oddIds
    .filter((id) => !odds.has(id))
    .map(eventIdOf)
    .filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/** The current score ('p1:p2', '' before one is known) of the events that still exist. */
export function readEventScores(
  database: PlatformDatabase,
  eventIds: readonly number[],
): Map<number, string> {
  if (eventIds.length === 0) return new Map();
  const rows = database
    .prepare(
      'SELECT id, score1, score2 FROM feed_events WHERE id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify([...new Set(eventIds)])) as Array<{
    id: number;
    score1: number | null;
    score2: number | null;
  }>;
  return new Map(rows.map((row) => [row.id, scoreOf(row)]));
}
