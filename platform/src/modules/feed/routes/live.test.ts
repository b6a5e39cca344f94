import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../../testing.ts';
import type { DeltaEvent } from '../read/deltas.ts';
import type { FeedItem } from '../read/items.ts';
import type { SportCount } from '../read/maps.ts';
import { tick } from '../sim/tick.ts';
import { getJson, someEvent } from '../testHelpers.ts';

const platform = withTestPlatform();

interface SingleDelta {
  timestamp: number;
  event: DeltaEvent | null;
}

interface MultiDelta {
  timestamp: number;
  events: DeltaEvent[];
}

describe('live lists', () => {
  it('GET /api/feed/live/map should count live events by sport, country and tourney', async () => {
    const { data } = await getJson<SportCount[]>(platform, '/api/feed/live/map?lang=en');
    expect(data.reduce((sum, sport) => sum + sport.count, 0)).toBe(30);
    expect(data[0]?.countries[0]?.tourneys[0]).toMatchObject({
      id: expect.any(Number) as number,
      name: expect.any(String) as string,
      count: expect.any(Number) as number,
    });
  });

  it('GET /api/feed/live/games should list live items with score, clock and statistics', async () => {
    const { data } = await getJson<FeedItem[]>(platform, '/api/feed/live/games?sportId=1');
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(item).toMatchObject({ status: 1, sportId: 1 });
      expect(item.score).toMatch(/^\d+:\d+$/);
      expect(item.time).toMatch(/^\d{2,3}:\d{2}$/);
      expect(item.stat).toMatchObject({
        score: item.score,
        corners: expect.stringMatching(/^\d+:\d+$/) as string,
      });
      expect(item.periodScore.length).toBeGreaterThan(0);
    }
    const all = await getJson<FeedItem[]>(platform, '/api/feed/live/games');
    expect(all.data).toHaveLength(30);
  });

  it('GET /api/feed/live/games/top should list live events of top tourneys first', async () => {
    const { data } = await getJson<FeedItem[]>(platform, '/api/feed/live/games/top');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((item) => item.status === 1)).toBe(true);
  });
});

describe('GET /api/feed/games/{id}', () => {
  it('should give the full event with every market group, filtered by groupId', async () => {
    const event = someEvent(platform.context.database, 0, 1);
    const full = await getJson<FeedItem>(platform, `/api/feed/games/${event.id}?lang=es-es`);
    expect(full.data).toMatchObject({ id: event.id, team1: event.team1, team2: event.team2 });
    const groups = full.data.markets.map((market) => market.groupId);
    expect(groups.slice(0, 4)).toEqual([1, 8, 2, 17]);
    expect(groups).toEqual(expect.arrayContaining([15, 62, 19]));
    expect(full.data.markets.find((market) => market.groupId === 2)?.odds).toHaveLength(6);
    expect(full.data.markets[0]?.odds[0]).toMatchObject({ r: null });
    const total = await getJson<FeedItem>(platform, `/api/feed/games/${event.id}?groupId=17`);
    expect(total.data.markets.map((market) => market.groupId)).toEqual([17]);
  });

  it('should show results on a finished event and 404 with code 612 for an unknown one', async () => {
    const finished = someEvent(platform.context.database, 2);
    const { data } = await getJson<FeedItem>(platform, `/api/feed/games/${finished.id}`);
    expect(data.status).toBe(2);
    expect(
      data.markets
        .flatMap((market) => market.odds)
        .every((odd) => [34, 4, 322].includes(odd.r ?? 0)),
    ).toBe(true);
    const missing = await getJson(platform, '/api/feed/games/99999999', 404);
    expect(missing).toMatchObject({ success: false, codeStatus: 612 });
  });
});

describe('live polling', () => {
  it('should answer timestamp 0 with the whole event, then only what changed', async () => {
    const live = someEvent(platform.context.database, 1, 1);
    const first = await getJson<SingleDelta>(platform, `/api/feed/live/en/full/0/${live.id}`);
    expect(first.data.event).toMatchObject({ id: live.id, updateStatus: 0, status: 1 });
    const firstEvent = first.data.event as Extract<DeltaEvent, { updateStatus: 0 }>;
    expect(firstEvent.markets.every((market) => market.updateStatus === 0)).toBe(true);
    expect(firstEvent.sportName).toBe('Football');

    const unchanged = await getJson<SingleDelta>(
      platform,
      `/api/feed/live/en/full/${first.data.timestamp}/${live.id}`,
    );
    expect(unchanged.data).toEqual({ timestamp: first.data.timestamp, event: null });

    platform.clock.advance(60_000);
    tick(platform.context);
    const update = await getJson<SingleDelta>(
      platform,
      `/api/feed/live/en/full/${first.data.timestamp}/${live.id}`,
    );
    expect(update.data.timestamp).toBe(platform.clock.nowMs());
    const event = update.data.event as Extract<DeltaEvent, { updateStatus: 1 }>;
    expect(event).toMatchObject({ id: live.id, updateStatus: 1 });
    expect(event.time).not.toBe(firstEvent.time);
    // The clock also comes as a base that runs with the platform clock, so a client can tick it.
    const base = firstEvent.clock;
    expect(base).toMatchObject({ running: true });
    expect(event.clock).toEqual({
      elapsedMs: (base?.elapsedMs ?? 0) + platform.clock.nowMs() - (base?.atMs ?? 0),
      atMs: platform.clock.nowMs(),
      running: true,
    });
    const changed = platform.context.database
      .prepare('SELECT id FROM feed_odds WHERE event_id = ? AND updated_at_ms > ? ORDER BY id')
      .all(live.id, first.data.timestamp) as Array<{ id: string }>;
    const sent = event.markets
      .filter((market) => market.updateStatus === 1)
      .flatMap((market) => market.odds.map((odd) => odd.id))
      .sort();
    const closedGroups = event.markets
      .filter((market) => market.updateStatus === 2)
      .map((market) => market.groupId);
    expect(sent).toEqual(
      changed
        .map((row) => row.id)
        .filter((id) => !closedGroups.includes(Number(id.split('_')[1]?.split('.')[0]))),
    );
  });

  it('should refuse an event that is not live (63) or unknown (612)', async () => {
    const line = someEvent(platform.context.database, 0);
    const notLive = await getJson(platform, `/api/feed/live/es/full/0/${line.id}`, 404);
    expect(notLive).toMatchObject({ success: false, codeStatus: 63, data: null });
    const unknown = await getJson(platform, '/api/feed/live/es/full/0/99999999', 404);
    expect(unknown).toMatchObject({ success: false, codeStatus: 612 });
    await getJson(platform, '/api/feed/live/es/full/-1/5', 400);
  });

  it('multi-live should send every live event at 0, then updates and removals', async () => {
    const first = await getJson<MultiDelta>(platform, '/api/feed/live/full/0/0?lang=pt');
    expect(first.data.events).toHaveLength(30);
    expect(first.data.events.every((event) => event.updateStatus === 0)).toBe(true);
    const same = await getJson<MultiDelta>(platform, '/api/feed/v1/full/0/0?lang=pt');
    expect(same.data).toEqual(first.data);

    platform.clock.advance(5 * 60 * 60 * 1000);
    tick(platform.context);
    const after = await getJson<MultiDelta>(
      platform,
      `/api/feed/live/full/${first.data.timestamp}/0`,
    );
    const removed = after.data.events
      .filter((event) => event.updateStatus === 2)
      .map((event) => event.id);
    const formerlyLive = first.data.events.map((event) => event.id);
    expect(removed).toEqual(expect.arrayContaining(formerlyLive));
    const added = after.data.events.filter((event) => event.updateStatus === 0);
    expect(added.length).toBe(30);
    const single = await getJson(
      platform,
      `/api/feed/live/es/full/${first.data.timestamp}/${formerlyLive[0]}`,
      404,
    );
    expect(single.codeStatus).toBe(63);
  });

  it('should serve the same cached bytes between ticks, compressed when asked', async () => {
    const url = '/api/feed/live/es/full/0/0';
    const plain = await platform.get(url);
    const again = await platform.get(url);
    expect(again.text).toBe(plain.text);
    const zipped = await platform.get(url, undefined, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.bytes).toString()).toBe(plain.text);
    platform.clock.advance(3000);
    tick(platform.context);
    const next = await platform.get(url);
    expect(next.text).not.toBe(plain.text);
  });
});
