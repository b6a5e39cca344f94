import { describe, expect, it } from 'vitest';
import { createTestPlatform, withTestPlatform } from '../../../testing.ts';
import { expectedResult } from '../testHelpers.ts';
import { lineTarget, liveTarget, tick, tickInSlices } from './tick.ts';

const platform = withTestPlatform();

interface InfoRow {
  status: number;
  updated_at_ms: number;
  display: string;
  live_at_ms: number | null;
  finished_at_ms: number | null;
  score1: number | null;
  score2: number | null;
}

const infoOf = (id: number) =>
  platform.context.database
    .prepare(
      `SELECT e.status, e.updated_at_ms, e.score1, e.score2, i.display, i.live_at_ms,
         i.finished_at_ms
       FROM feed_events e JOIN feed_event_info i ON i.event_id = e.id WHERE e.id = ?`,
    )
    .get(id) as InfoRow;

const countsByStatus = () =>
  Object.fromEntries(
    (
      platform.context.database
        .prepare('SELECT status, COUNT(*) AS count FROM feed_events GROUP BY status')
        .all() as Array<{ status: number; count: number }>
    ).map((row) => [row.status, row.count]),
  );

describe('the seed', () => {
  it('should fill the line, live and results', () => {
    expect(countsByStatus()).toEqual({ 0: lineTarget, 1: liveTarget, 2: 40 });
    const unsettled = platform.context.database
      .prepare(
        `SELECT COUNT(*) AS count FROM feed_odds o JOIN feed_events e ON e.id = o.event_id
         WHERE e.status = 2 AND o.result IS NULL`,
      )
      .get() as { count: number };
    expect(unsettled.count).toBe(0);
    const blocked = platform.context.database
      .prepare(
        `SELECT COUNT(*) AS count FROM feed_odds o JOIN feed_events e ON e.id = o.event_id
         WHERE e.status = 0 AND o.blocked = 1`,
      )
      .get() as { count: number };
    expect(blocked.count).toBeGreaterThan(20);
  });
});

describe('tick', () => {
  it('should advance the clock of a live football match and move updated_at_ms', () => {
    const event = platform.context.database
      .prepare('SELECT id FROM feed_events WHERE status = 1 AND sport_id = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    const before = infoOf(event.id);
    const timeBefore = (JSON.parse(before.display) as { time: string }).time;
    platform.clock.advance(65_000);
    const report = tick(platform.context);
    const after = infoOf(event.id);
    const [minutes, seconds] = (JSON.parse(after.display) as { time: string }).time.split(':');
    const [minutesBefore, secondsBefore] = timeBefore.split(':');
    expect(Number(minutes) * 60 + Number(seconds)).toBe(
      Number(minutesBefore) * 60 + Number(secondsBefore) + 65,
    );
    expect(after.updated_at_ms).toBe(report.stamp);
    expect(report.stamp).toBe(platform.clock.nowMs());
  });

  it('should take a pre-match event live when the clock passes its start', () => {
    const next = platform.context.database
      .prepare(
        'SELECT id, starts_at FROM feed_events WHERE status = 0 ORDER BY starts_at, id LIMIT 1',
      )
      .get() as { id: number; starts_at: string };
    platform.clock.set(Date.parse(next.starts_at) + 1000);
    const report = tick(platform.context);
    expect(report.started).toContain(next.id);
    const info = infoOf(next.id);
    expect(info).toMatchObject({ status: 1, live_at_ms: report.stamp, score1: 0, score2: 0 });
    expect(JSON.parse(info.display)).toMatchObject({ time: '00:01' });
  });

  it('should finish live events at full time with every odd settled from the score', () => {
    const live = (
      platform.context.database
        .prepare('SELECT id FROM feed_events WHERE status = 1')
        .all() as Array<{ id: number }>
    ).map((row) => row.id);
    platform.clock.advance(5 * 60 * 60 * 1000);
    const report = tick(platform.context);
    expect(report.finished).toEqual(expect.arrayContaining(live));
    for (const id of live) {
      const event = infoOf(id);
      expect(event.status).toBe(2);
      expect(event.finished_at_ms).toBe(report.stamp);
      const odds = platform.context.database
        .prepare('SELECT type, size, result, blocked FROM feed_odds WHERE event_id = ?')
        .all(id) as Array<{ type: number; size: number | null; result: number; blocked: number }>;
      expect(odds.length).toBeGreaterThan(5);
      for (const odd of odds) {
        expect(odd.result, `${id} type ${odd.type} size ${odd.size}`).toBe(
          expectedResult(odd.type, odd.size, event.score1 ?? -1, event.score2 ?? -1),
        );
        expect(odd.blocked).toBe(1);
      }
    }
  });

  it('should keep the line at ~200 and live at ~30 with new events', () => {
    const counts = countsByStatus();
    expect(counts[0]).toBe(lineTarget);
    expect(counts[1]).toBe(liveTarget);
    expect(counts[2]).toBeGreaterThan(40 + liveTarget);
  });

  it('should stop a football match briefly after a goal and block its odds', () => {
    let stoppedSeen = false;
    for (let step = 0; step < 200 && !stoppedSeen; step++) {
      platform.clock.advance(3000);
      tick(platform.context);
      const stopped = platform.context.database
        .prepare('SELECT id FROM feed_events WHERE status = 1 AND stopped = 1 LIMIT 1')
        .get() as { id: number } | undefined;
      if (!stopped) continue;
      stoppedSeen = true;
      const open = platform.context.database
        .prepare('SELECT COUNT(*) AS count FROM feed_odds WHERE event_id = ? AND blocked = 0')
        .get(stopped.id) as { count: number };
      expect(open.count).toBe(0);
    }
    expect(stoppedSeen).toBe(true);
  });

  it('should move strictly forward even on a stopped clock', () => {
    const first = tick(platform.context);
    const second = tick(platform.context);
    expect(second.stamp).toBe(first.stamp + 1);
  });
});

describe('tickInSlices (as the server runs the tick)', () => {
  const feedRows = (database: typeof platform.context.database) =>
    database
      .prepare(
        `SELECT e.id, e.status, e.score1, e.score2, e.updated_at_ms, i.display,
           (SELECT group_concat(o.rate || ':' || o.blocked || ':' || IFNULL(o.result, ''))
              FROM feed_odds o WHERE o.event_id = e.id) AS odds
         FROM feed_events e JOIN feed_event_info i ON i.event_id = e.id ORDER BY e.id`,
      )
      .all();

  it('should write exactly what the whole tick writes, and let requests in between', async () => {
    const [whole, sliced] = [await createTestPlatform(), await createTestPlatform()];
    try {
      // Far enough for events to start, finish and be replaced.
      for (const twin of [whole, sliced]) twin.clock.advance(3 * 60 * 60 * 1000);
      const expected = tick(whole.context);
      let turns = 0;
      const count = () => {
        turns++;
        if (pending) setImmediate(count);
      };
      let pending = true;
      setImmediate(count);
      const report = await tickInSlices(sliced.context);
      pending = false;
      expect(report).toEqual(expected);
      expect(report.finished.length).toBeGreaterThan(0);
      expect(feedRows(sliced.context.database)).toEqual(feedRows(whole.context.database));
      // A tick of this size takes several 2 ms slices; the loop turned between them.
      expect(turns).toBeGreaterThan(1);
    } finally {
      await whole.close();
      await sliced.close();
    }
  });
});
