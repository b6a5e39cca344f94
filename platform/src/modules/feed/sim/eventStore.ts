import type { PlatformDatabase } from '../../../db/database.ts';
import type { EventDisplay, EventModel, LiveState } from './types.ts';

/** An event as the simulator holds it: the shared core row joined with feed_event_info. */
export interface SimEvent {
  id: number;
  sportId: number;
  countryId: number;
  tourneyId: number;
  gameId: number | null;
  team1: string;
  team2: string;
  startsAtMs: number;
  status: number;
  stopped: number;
  model: EventModel;
  state: LiveState;
  display: EventDisplay;
  closedGroups: Record<string, number>;
  liveAtMs: number | null;
  finishedAtMs: number | null;
  searchText: string;
  updatedAtMs: number;
}

export interface OddRow {
  id: string;
  group_id: number;
  type: number;
  size: number | null;
  rate: number;
  blocked: number;
  result: number | null;
  updated_at_ms: number;
}

/** The columns of an event that both the simulator and the read side use. */
export interface EventColumns {
  id: number;
  sport_id: number;
  country_id: number;
  tourney_id: number;
  game_id: number | null;
  team1: string;
  team2: string;
  starts_at: string;
  status: number;
  stopped: number;
  display: string;
  closed_groups: string;
  live_at_ms: number | null;
  finished_at_ms: number | null;
  updated_at_ms: number;
}

interface JoinedRow extends EventColumns {
  model: string;
  state: string;
  search_text: string;
}

const joined = `SELECT e.id, e.sport_id, e.country_id, e.tourney_id, i.game_id, e.team1, e.team2,
    e.starts_at, e.status, e.stopped, i.model, i.state, i.display, i.closed_groups,
    i.live_at_ms, i.finished_at_ms, i.search_text, e.updated_at_ms
  FROM feed_events e JOIN feed_event_info i ON i.event_id = e.id`;

function fromRow(row: JoinedRow): SimEvent {
  return {
    id: row.id,
    sportId: row.sport_id,
    countryId: row.country_id,
    tourneyId: row.tourney_id,
    gameId: row.game_id,
    team1: row.team1,
    team2: row.team2,
    startsAtMs: Date.parse(row.starts_at),
    status: row.status,
    stopped: row.stopped,
    model: JSON.parse(row.model) as EventModel,
    state: JSON.parse(row.state) as LiveState,
    display: JSON.parse(row.display) as EventDisplay,
    closedGroups: JSON.parse(row.closed_groups) as Record<string, number>,
    liveAtMs: row.live_at_ms,
    finishedAtMs: row.finished_at_ms,
    searchText: row.search_text,
    updatedAtMs: row.updated_at_ms,
  };
}

/** Prepared statements of the simulator (one set per database). */
export function eventStore(database: PlatformDatabase) {
  const live = database.prepare(`${joined} WHERE e.status = 1 ORDER BY e.id`);
  const due = database.prepare(`${joined} WHERE e.status = 0 AND e.starts_at <= ? ORDER BY e.id`);
  const lineIds = database.prepare('SELECT id FROM feed_events WHERE status = 0 ORDER BY id');
  const byId = database.prepare(`${joined} WHERE e.id = ?`);
  const odds = database.prepare(
    `SELECT id, group_id, type, size, rate, blocked, result, updated_at_ms
     FROM feed_odds WHERE event_id = ? ORDER BY rowid`,
  );
  const teamsAround = database.prepare(
    `SELECT team1, team2 FROM feed_events WHERE status IN (0, 1) AND starts_at BETWEEN ? AND ?`,
  );
  const nextId = database.prepare('SELECT COALESCE(MAX(id), 100000) + 1 AS id FROM feed_events');
  const counts = database.prepare(
    'SELECT status, COUNT(*) AS count FROM feed_events WHERE status IN (0, 1) GROUP BY status',
  );
  const insertEvent = database.prepare(
    `INSERT INTO feed_events (id, sport_id, country_id, tourney_id, team1, team2, starts_at,
       status, stopped, score1, score2, updated_at_ms)
     VALUES (@id, @sportId, @countryId, @tourneyId, @team1, @team2, @startsAt, @status, @stopped,
       @score1, @score2, @stamp)`,
  );
  const insertInfo = database.prepare(
    `INSERT INTO feed_event_info (event_id, game_id, model, state, display, closed_groups,
       live_at_ms, finished_at_ms, search_text)
     VALUES (@id, @gameId, @model, @state, @display, @closedGroups, @liveAtMs, @finishedAtMs,
       @searchText)`,
  );
  const insertOdd = database.prepare(
    `INSERT INTO feed_odds (id, event_id, group_id, type, size, rate, blocked, result, updated_at_ms)
     VALUES (@id, @eventId, @groupId, @type, @size, @rate, @blocked, @result, @stamp)`,
  );
  const updateEvent = database.prepare(
    `UPDATE feed_events SET status = @status, stopped = @stopped, score1 = @score1,
       score2 = @score2, updated_at_ms = @stamp WHERE id = @id`,
  );
  const updateInfo = database.prepare(
    `UPDATE feed_event_info SET model = @model, state = @state, display = @display,
       closed_groups = @closedGroups, live_at_ms = @liveAtMs, finished_at_ms = @finishedAtMs
     WHERE event_id = @id`,
  );
  const updateOdd = database.prepare(
    `UPDATE feed_odds SET rate = @rate, blocked = @blocked, result = @result,
       updated_at_ms = @stamp WHERE id = @id`,
  );

  const parameters = (event: SimEvent, stamp: number) => {
    const started = event.status !== 0;
    return {
      id: event.id,
      sportId: event.sportId,
      countryId: event.countryId,
      tourneyId: event.tourneyId,
      gameId: event.gameId,
      team1: event.team1,
      team2: event.team2,
      startsAt: new Date(event.startsAtMs).toISOString(),
      status: event.status,
      stopped: event.stopped,
      score1: started ? event.state.score[0] : null,
      score2: started ? event.state.score[1] : null,
      model: JSON.stringify(event.model),
      state: JSON.stringify(event.state),
      display: JSON.stringify(event.display),
      closedGroups: JSON.stringify(event.closedGroups),
      liveAtMs: event.liveAtMs,
      finishedAtMs: event.finishedAtMs,
      searchText: event.searchText,
      stamp,
    };
  };

  return {
    live: () => (live.all() as JoinedRow[]).map(fromRow),
    due: (nowIso: string) => (due.all(nowIso) as JoinedRow[]).map(fromRow),
    lineIds: () => (lineIds.all() as Array<{ id: number }>).map((row) => row.id),
    byId(id: number): SimEvent | undefined {
      const row = byId.get(id) as JoinedRow | undefined;
      return row ? fromRow(row) : undefined;
    },
    odds: (eventId: number) => odds.all(eventId) as OddRow[],
    nextId: () => (nextId.get() as { id: number }).id,
    /** Teams with a line or live event starting within `marginMs` of a moment. */
    busyTeams(momentMs: number, marginMs: number): Set<string> {
      const rows = teamsAround.all(
        new Date(momentMs - marginMs).toISOString(),
        new Date(momentMs + marginMs).toISOString(),
      ) as Array<{ team1: string; team2: string }>;
      return new Set(rows.flatMap((row) => [row.team1, row.team2]));
    },
    counts() {
      const rows = counts.all() as Array<{ status: number; count: number }>;
      const of = (status: number) => rows.find((row) => row.status === status)?.count ?? 0;
      return { line: of(0), live: of(1) };
    },
    insert(event: SimEvent, stamp: number) {
      const values = parameters(event, stamp);
      insertEvent.run(values);
      insertInfo.run(values);
    },
    insertOdd: (odd: {
      id: string;
      eventId: number;
      groupId: number;
      type: number;
      size: number | null;
      rate: number;
      blocked: number;
      result: number | null;
      stamp: number;
    }) => insertOdd.run(odd),
    /** Writes the event back; its updated_at_ms becomes `stamp` (call only for visible changes). */
    save(event: SimEvent, stamp: number) {
      const values = parameters(event, stamp);
      updateEvent.run(values);
      updateInfo.run(values);
    },
    updateOdd: (odd: {
      id: string;
      rate: number;
      blocked: number;
      result: number | null;
      stamp: number;
    }) => updateOdd.run(odd),
  };
}

export type EventStore = ReturnType<typeof eventStore>;
