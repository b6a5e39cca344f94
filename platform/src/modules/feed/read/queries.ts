import type { PlatformDatabase } from '../../../db/database.ts';
import type { EventColumns, OddRow } from '../sim/eventStore.ts';

/** An event row as the read side needs it (core row + display of feed_event_info). */
export interface EventRow extends EventColumns {
  score1: number | null;
  score2: number | null;
}

export interface EventOddRow extends OddRow {
  event_id: number;
}

/** Optional filters of the list queries; null means "any". */
export interface EventFilter {
  status: number;
  sportId: number | null;
  countryId: number | null;
  tourneyId: number | null;
  gameId: number | null;
  from: string | null;
  to: string | null;
  topOnly: 0 | 1;
  /** Accent-free lower-case text to find in team and tourney names. */
  text: string | null;
}

export interface CountFilter {
  status: number;
  sportId: number | null;
  from: string | null;
  to: string | null;
}

export interface CountRow {
  sport_id: number;
  country_id: number;
  tourney_id: number;
  game_id: number | null;
  count: number;
}

export const anyEvent = (status: number): EventFilter => ({
  status,
  sportId: null,
  countryId: null,
  tourneyId: null,
  gameId: null,
  from: null,
  to: null,
  topOnly: 0,
  text: null,
});

const columns = `e.id, e.sport_id, e.country_id, e.tourney_id, i.game_id, e.team1, e.team2,
  e.starts_at, e.status, e.stopped, e.score1, e.score2, e.updated_at_ms, i.display,
  i.closed_groups, i.live_at_ms, i.finished_at_ms
  FROM feed_events e JOIN feed_event_info i ON i.event_id = e.id`;

// One prepared statement serves every combination: a null parameter switches its filter off.
const filtered = `SELECT ${columns}
  WHERE e.status = @status
    AND (@sportId IS NULL OR e.sport_id = @sportId)
    AND (@countryId IS NULL OR e.country_id = @countryId)
    AND (@tourneyId IS NULL OR e.tourney_id = @tourneyId)
    AND (@gameId IS NULL OR i.game_id = @gameId)
    AND (@from IS NULL OR e.starts_at >= @from)
    AND (@to IS NULL OR e.starts_at <= @to)
    AND (@topOnly = 0 OR e.tourney_id IN (SELECT id FROM feed_tourneys WHERE is_top = 1))
    AND (@text IS NULL OR i.search_text LIKE '%' || @text || '%' ESCAPE '\\')
  ORDER BY e.starts_at, e.id`;

/** Prepared statements of the read side (one set per database). */
export function readQueries(database: PlatformDatabase) {
  const events = database.prepare(filtered);
  const byId = database.prepare(`SELECT ${columns} WHERE e.id = ?`);
  const liveChanged = database.prepare(
    `SELECT ${columns} WHERE e.status = 1 AND e.updated_at_ms > ? ORDER BY e.id`,
  );
  const finishedSince = database.prepare(
    `SELECT event_id AS id FROM feed_event_info WHERE finished_at_ms > ? ORDER BY event_id`,
  );
  const odds = database.prepare(
    `SELECT event_id, id, group_id, type, size, rate, blocked, result, updated_at_ms
     FROM feed_odds WHERE event_id IN (SELECT value FROM json_each(?)) ORDER BY event_id, rowid`,
  );
  const oddsSince = database.prepare(
    `SELECT event_id, id, group_id, type, size, rate, blocked, result, updated_at_ms
     FROM feed_odds WHERE event_id IN (SELECT value FROM json_each(?)) AND updated_at_ms > ?
     ORDER BY event_id, rowid`,
  );
  const counts = database.prepare(
    `SELECT e.sport_id, e.country_id, e.tourney_id, i.game_id, COUNT(*) AS count
     FROM feed_events e JOIN feed_event_info i ON i.event_id = e.id
     WHERE e.status = @status
       AND (@sportId IS NULL OR e.sport_id = @sportId)
       AND (@from IS NULL OR e.starts_at >= @from)
       AND (@to IS NULL OR e.starts_at <= @to)
     GROUP BY e.sport_id, e.country_id, e.tourney_id, i.game_id`,
  );
  return {
    events: (filter: EventFilter) => events.all(filter) as EventRow[],
    counts: (filter: CountFilter) => counts.all(filter) as CountRow[],
    byId: (id: number) => byId.get(id) as EventRow | undefined,
    liveChanged: (since: number) => liveChanged.all(since) as EventRow[],
    finishedSince: (since: number) =>
      (finishedSince.all(since) as Array<{ id: number }>).map((row) => row.id),
    odds: (eventIds: readonly number[]) => odds.all(JSON.stringify(eventIds)) as EventOddRow[],
    oddsSince: (eventIds: readonly number[], since: number) =>
      oddsSince.all(JSON.stringify(eventIds), since) as EventOddRow[],
  };
}

export type ReadQueries = ReturnType<typeof readQueries>;

/** Escapes LIKE wildcards so a search for '100%' finds the text, not everything. */
export const likeText = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export function groupByEvent<T extends { event_id: number }>(rows: readonly T[]) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.event_id);
    if (list) list.push(row);
    else groups.set(row.event_id, [row]);
  }
  return groups;
}
