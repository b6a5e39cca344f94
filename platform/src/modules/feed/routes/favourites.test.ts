import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../../db/database.ts';
import { createTestPlatform, type TestPlatform } from '../../../testing.ts';
import { getJson, sendJson } from '../testHelpers.ts';

let platform: TestPlatform;
let app: FastifyInstance;
let database: PlatformDatabase;
let cookie: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ app } = platform);
  database = platform.context.database;
  cookie = await platform.signIn();
});

afterAll(async () => {
  await platform.close();
});

interface Favourite {
  ID: number;
  data: { eventDate: string; ID: number; name: string; type: string | number };
  isActive: boolean;
  user: number;
}

// Three line events with different start times (the latest ones), latest first.
const events = () =>
  database
    .prepare(
      `SELECT MIN(id) AS id, team1, team2, starts_at FROM feed_events WHERE status = 0
       GROUP BY starts_at ORDER BY starts_at DESC LIMIT 3`,
    )
    .all() as Array<{ id: number; team1: string; team2: string; starts_at: string }>;

describe('favourites', () => {
  it('should refuse guests with 401 and code 1', async () => {
    const list = await getJson(app, '/api/bet/favorites', 401);
    expect(list).toMatchObject({ success: false, codeStatus: 1 });
    const [event] = events();
    const add = await sendJson(app, 'POST', '/api/bet/favorit/add', { event_id: event?.id });
    expect(add).toMatchObject({ status: 401, body: { codeStatus: 1 } });
    const remove = await sendJson(app, 'DELETE', '/api/bet/favorit/del', { id: 1 });
    expect(remove).toMatchObject({ status: 401, body: { codeStatus: 1 } });
  });

  it('should add favourites and answer the whole list sorted by event date', async () => {
    const [late, middle, early] = events() as [
      ReturnType<typeof events>[number],
      ReturnType<typeof events>[number],
      ReturnType<typeof events>[number],
    ];
    for (const event of [late, early, middle]) {
      const response = await sendJson<Favourite[]>(
        app,
        'POST',
        '/api/bet/favorit/add',
        {
          event_id: event.id,
          event_date: event.starts_at,
          event_name: `${event.team1} - ${event.team2}`,
          type: 'line',
        },
        cookie,
      );
      expect(response.status).toBe(200);
    }
    const { data } = await getJson<Favourite[]>(app, '/api/bet/favorites', 200, { cookie });
    expect(data.map((favourite) => favourite.data.ID)).toEqual([early.id, middle.id, late.id]);
    expect(data[0]).toEqual({
      ID: expect.any(Number) as number,
      data: {
        eventDate: early.starts_at,
        ID: early.id,
        name: `${early.team1} - ${early.team2}`,
        type: 'line',
      },
      isActive: true,
      user: 1,
    });
  });

  it('should not duplicate a favourite and should fill name and date when not sent', async () => {
    const [late] = events();
    const again = await sendJson<Favourite[]>(
      app,
      'POST',
      '/api/bet/favorit/add',
      { event_id: late?.id, type: 1 },
      cookie,
    );
    expect(again.body.data).toHaveLength(3);
    const live = database
      .prepare('SELECT id, team1, team2 FROM feed_events WHERE status = 1 LIMIT 1')
      .get() as {
      id: number;
      team1: string;
      team2: string;
    };
    const added = await sendJson<Favourite[]>(
      app,
      'POST',
      '/api/bet/favorit/add',
      { event_id: live.id },
      cookie,
    );
    const favourite = added.body.data.find((item) => item.data.ID === live.id);
    expect(favourite?.data).toMatchObject({ name: `${live.team1} - ${live.team2}`, type: 'live' });
  });

  it('should refuse an unknown event (612) and malformed bodies (400)', async () => {
    const unknown = await sendJson(
      app,
      'POST',
      '/api/bet/favorit/add',
      { event_id: 99999999 },
      cookie,
    );
    expect(unknown).toMatchObject({ status: 404, body: { success: false, codeStatus: 612 } });
    const malformed = await sendJson(
      app,
      'POST',
      '/api/bet/favorit/add',
      { event_id: 'x' },
      cookie,
    );
    expect(malformed.status).toBe(400);
    const extra = await sendJson(app, 'DELETE', '/api/bet/favorit/del', {}, cookie);
    expect(extra.status).toBe(400);
  });

  it('should delete by favourite ID or by event id, and 404 for neither', async () => {
    const { data } = await getJson<Favourite[]>(app, '/api/bet/favorites', 200, { cookie });
    const [first, second] = data as [Favourite, Favourite];
    const byId = await sendJson<Favourite[]>(
      app,
      'DELETE',
      '/api/bet/favorit/del',
      { id: first.ID },
      cookie,
    );
    expect(byId.body.data.map((item) => item.ID)).not.toContain(first.ID);
    const byEvent = await sendJson<Favourite[]>(
      app,
      'DELETE',
      '/api/bet/favorit/del',
      { id: second.data.ID },
      cookie,
    );
    expect(byEvent.body.data.map((item) => item.ID)).not.toContain(second.ID);
    expect(byEvent.body.data).toHaveLength(data.length - 2);
    const missing = await sendJson(app, 'DELETE', '/api/bet/favorit/del', { id: 99999999 }, cookie);
    expect(missing).toMatchObject({ status: 404, body: { success: false, codeStatus: 404 } });
  });
});
