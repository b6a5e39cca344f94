import { describe, expect, it } from 'vitest';
import { withSessions, withTestPlatform } from '../../../testing.ts';
import { getJson } from '../testHelpers.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

interface Favourite {
  ID: number;
  data: { eventDate: string; ID: number; name: string; type: string | number };
  isActive: boolean;
  user: number;
}

// Three line events with different start times (the latest ones), latest first.
const events = () =>
  platform.context.database
    .prepare(
      `SELECT MIN(id) AS id, team1, team2, starts_at FROM feed_events WHERE status = 0
       GROUP BY starts_at ORDER BY starts_at DESC LIMIT 3`,
    )
    .all() as Array<{ id: number; team1: string; team2: string; starts_at: string }>;

describe('favourites', () => {
  it('should refuse guests with 401 and code 1', async () => {
    const list = await getJson(platform, '/api/bet/favorites', 401);
    expect(list).toMatchObject({ success: false, codeStatus: 1 });
    const [event] = events();
    const add = await platform.post('/api/bet/favorit/add', { event_id: event?.id });
    expect(add).toMatchObject({ statusCode: 401, body: { codeStatus: 1 } });
    const remove = await platform.delete('/api/bet/favorit/del', { id: 1 });
    expect(remove).toMatchObject({ statusCode: 401, body: { codeStatus: 1 } });
  });

  it('should add favourites and answer the whole list sorted by event date', async () => {
    const [late, middle, early] = events() as [
      ReturnType<typeof events>[number],
      ReturnType<typeof events>[number],
      ReturnType<typeof events>[number],
    ];
    for (const event of [late, early, middle]) {
      const response = await platform.post<Favourite[]>(
        '/api/bet/favorit/add',
        {
          event_id: event.id,
          event_date: event.starts_at,
          event_name: `${event.team1} - ${event.team2}`,
          type: 'line',
        },
        cookies.player,
      );
      expect(response.statusCode).toBe(200);
    }
    const { data } = await getJson<Favourite[]>(platform, '/api/bet/favorites', 200, {
      cookie: cookies.player,
    });
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
    const again = await platform.post<Favourite[]>(
      '/api/bet/favorit/add',
      { event_id: late?.id, type: 1 },
      cookies.player,
    );
    expect(again.body.data).toHaveLength(3);
    const live = platform.context.database
      .prepare('SELECT id, team1, team2 FROM feed_events WHERE status = 1 LIMIT 1')
      .get() as {
      id: number;
      team1: string;
      team2: string;
    };
    const added = await platform.post<Favourite[]>(
      '/api/bet/favorit/add',
      { event_id: live.id },
      cookies.player,
    );
    const favourite = added.body.data.find((item) => item.data.ID === live.id);
    expect(favourite?.data).toMatchObject({ name: `${live.team1} - ${live.team2}`, type: 'live' });
  });

  it('should refuse an unknown event (612) and malformed bodies (400)', async () => {
    const unknown = await platform.post(
      '/api/bet/favorit/add',
      { event_id: 99999999 },
      cookies.player,
    );
    expect(unknown).toMatchObject({ statusCode: 404, body: { success: false, codeStatus: 612 } });
    const malformed = await platform.post(
      '/api/bet/favorit/add',
      { event_id: 'x' },
      cookies.player,
    );
    expect(malformed.statusCode).toBe(400);
    const extra = await platform.delete('/api/bet/favorit/del', {}, cookies.player);
    expect(extra.statusCode).toBe(400);
  });

  it('should delete by favourite ID or by event id, and 404 for neither', async () => {
    const { data } = await getJson<Favourite[]>(platform, '/api/bet/favorites', 200, {
      cookie: cookies.player,
    });
    const [first, second] = data as [Favourite, Favourite];
    const byId = await platform.delete<Favourite[]>(
      '/api/bet/favorit/del',
      { id: first.ID },
      cookies.player,
    );
    expect(byId.body.data.map((item) => item.ID)).not.toContain(first.ID);
    const byEvent = await platform.delete<Favourite[]>(
      '/api/bet/favorit/del',
      { id: second.data.ID },
      cookies.player,
    );
    expect(byEvent.body.data.map((item) => item.ID)).not.toContain(second.ID);
    expect(byEvent.body.data).toHaveLength(data.length - 2);
    const missing = await platform.delete('/api/bet/favorit/del', { id: 99999999 }, cookies.player);
    expect(missing).toMatchObject({ statusCode: 404, body: { success: false, codeStatus: 404 } });
  });
});
