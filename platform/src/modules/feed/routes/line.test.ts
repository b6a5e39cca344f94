import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../../testing.ts';
import type { FeedItem } from '../read/items.ts';
import type { SportCount } from '../read/maps.ts';
import { getJson, someEvent } from '../testHelpers.ts';

const platform = withTestPlatform();

const lineCount = (where = '1 = 1', ...parameters: unknown[]) =>
  (
    platform.context.database
      .prepare(`SELECT COUNT(*) AS count FROM feed_events WHERE status = 0 AND ${where}`)
      .get(...parameters) as { count: number }
  ).count;

describe('GET /api/feed/line/games', () => {
  it('should list every line event with the main markets in the feed field names', async () => {
    const { data } = await getJson<FeedItem[]>(platform, '/api/feed/line/games?lang=en-US');
    expect(data).toHaveLength(lineCount());
    const football = data.find((item) => item.sportId === 1);
    expect(football).toMatchObject({
      status: 0,
      sportName: 'Football',
      score: null,
      time: null,
      stat: null,
      periodScore: [],
      subScore: null,
      stopped: false,
    });
    expect(Object.keys(football ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'startDate',
        'champId',
        'champName',
        'betsCount',
        'priority',
        'countryId',
        'markets',
      ]),
    );
    const markets = football?.markets ?? [];
    expect(markets.map((market) => market.groupId)).toEqual([1, 8, 2, 17]);
    expect(markets.map((market) => market.odds.length)).toEqual([3, 3, 2, 2]);
    expect(markets[0]?.odds.map((odd) => odd.name)).toEqual(['1', 'X', '2']);
    expect(markets[3]?.odds[0]).toMatchObject({ t: 9, b: expect.any(Boolean) as boolean });
    expect(markets[3]?.odds[0]?.id).toMatch(new RegExp(`^${football?.id}_17\\.9\\.\\d+\\.5$`));
    expect(football?.betsCount).toBeGreaterThan(10);
    const tennis = data.find((item) => item.sportId === 4);
    expect(tennis?.markets[0]?.odds.map((odd) => odd.t)).toEqual([401, 402]);
  });

  it('should filter by sport, country and tourney (champId)', async () => {
    const sample = someEvent(platform.context.database, 0, 1);
    const bySport = await getJson<FeedItem[]>(platform, '/api/feed/line/games?sportId=1');
    expect(bySport.data).toHaveLength(lineCount('sport_id = 1'));
    expect(bySport.data.every((item) => item.sportId === 1)).toBe(true);
    const byCountry = await getJson<FeedItem[]>(
      platform,
      `/api/feed/line/games?sportId=1&countryId=${sample.country_id}`,
    );
    expect(byCountry.data).toHaveLength(
      lineCount('sport_id = 1 AND country_id = ?', sample.country_id),
    );
    const byChamp = await getJson<FeedItem[]>(
      platform,
      `/api/feed/line/games?champId=${sample.tourney_id}`,
    );
    expect(byChamp.data.length).toBeGreaterThan(0);
    expect(byChamp.data.every((item) => item.champId === sample.tourney_id)).toBe(true);
  });

  it('should filter by a window given as ISO dates, unix seconds or filterTime seconds', async () => {
    const from = '2026-11-18T12:00:00.000Z';
    const to = '2026-11-18T18:00:00.000Z';
    const expected = lineCount('starts_at >= ? AND starts_at <= ?', from, to);
    expect(expected).toBeGreaterThan(0);
    const iso = await getJson<FeedItem[]>(
      platform,
      `/api/feed/line/games?fromDate=${from}&toDate=${to}`,
    );
    expect(iso.data).toHaveLength(expected);
    const seconds = (value: string) => Date.parse(value) / 1000;
    const unix = await getJson<FeedItem[]>(
      platform,
      `/api/feed/line/games?fromDate=${seconds(from)}&toDate=${seconds(to)}`,
    );
    expect(unix.data.map((item) => item.id)).toEqual(iso.data.map((item) => item.id));
    const window = await getJson<FeedItem[]>(platform, '/api/feed/line/games?filterTime=21600');
    expect(window.data.map((item) => item.id)).toEqual(iso.data.map((item) => item.id));
  });

  it('should load esports by sport 300 and a game id (or the game id as sport)', async () => {
    const all = await getJson<FeedItem[]>(platform, '/api/feed/line/games?sportId=300');
    expect(all.data.length).toBeGreaterThan(0);
    const game = all.data[0]?.gameId ?? 0;
    expect(game).toBeGreaterThan(300);
    const byGame = await getJson<FeedItem[]>(
      platform,
      `/api/feed/line/games?sportId=300&gameId=${game}`,
    );
    const asSport = await getJson<FeedItem[]>(platform, `/api/feed/line/games?sportId=${game}`);
    expect(byGame.data.every((item) => item.gameId === game && item.sportId === 300)).toBe(true);
    expect(asSport.data.map((item) => item.id)).toEqual(byGame.data.map((item) => item.id));
  });

  it('should refuse an unreadable date or id with a 400 envelope', async () => {
    const bad = await getJson(platform, '/api/feed/line/games?fromDate=tomorrow', 400);
    expect(bad).toMatchObject({ success: false, codeStatus: 400, data: null });
    await getJson(platform, '/api/feed/line/games?sportId=abc', 400);
  });
});

describe('GET /api/feed/line/games/top', () => {
  it('should list line events of top tourneys in the next two days', async () => {
    const { data } = await getJson<FeedItem[]>(platform, '/api/feed/line/games/top?lang=pt');
    expect(data.length).toBeGreaterThan(0);
    const top = new Set(
      (
        platform.context.database
          .prepare('SELECT id FROM feed_tourneys WHERE is_top = 1')
          .all() as Array<{
          id: number;
        }>
      ).map((row) => row.id),
    );
    const limit = Date.parse('2026-11-20T12:00:00.000Z');
    for (const item of data) {
      expect(top.has(item.champId)).toBe(true);
      expect(Date.parse(item.startDate)).toBeLessThanOrEqual(limit);
    }
    expect(data.find((item) => item.sportId === 1)?.sportName).toBe('Futebol');
  });
});

describe('sport menu', () => {
  it('GET /api/feed/line/map should give sports → countries → tourneys with counts', async () => {
    const { data } = await getJson<SportCount[]>(platform, '/api/feed/line/map');
    expect(data.reduce((sum, sport) => sum + sport.count, 0)).toBe(lineCount());
    expect(data.map((sport) => sport.priority)).toEqual(
      [...data.map((sport) => sport.priority)].sort((a, b) => a - b),
    );
    const football = data.find((sport) => sport.id === 1);
    expect(football?.name).toBe('Fútbol');
    const priorities = football?.countries.map((country) => country.priority) ?? [];
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    for (const country of football?.countries ?? []) {
      expect(country.count).toBe(country.tourneys.reduce((sum, tourney) => sum + tourney.count, 0));
    }
    const esports = data.find((sport) => sport.id === 300);
    expect(esports?.games?.length).toBeGreaterThan(0);
    expect(esports?.games?.[0]).toMatchObject({
      id: expect.any(Number) as number,
      tourneys: expect.any(Array) as unknown[],
    });
  });

  it('GET /api/feed/line/map should honour fromDate and toDate', async () => {
    const { data } = await getJson<SportCount[]>(
      platform,
      '/api/feed/line/map?fromDate=2026-11-19T00:00:00Z&toDate=2026-11-19T23:59:59Z',
    );
    const expected = lineCount(
      'starts_at >= ? AND starts_at <= ?',
      '2026-11-19T00:00:00.000Z',
      '2026-11-19T23:59:59.000Z',
    );
    expect(data.reduce((sum, sport) => sum + sport.count, 0)).toBe(expected);
  });

  it('GET /api/feed/sports should list every sport with line and live counts', async () => {
    const { data } = await getJson<
      Array<{ id: number; name: string; priority: number; count: number; liveCount: number }>
    >(platform, '/api/feed/sports?lang=en');
    expect(data.map((sport) => sport.id)).toEqual([1, 4, 3, 2, 6, 10, 300]);
    expect(data[0]).toMatchObject({
      name: 'Football',
      priority: 1,
      count: lineCount('sport_id = 1'),
    });
    expect(data.reduce((sum, sport) => sum + sport.liveCount, 0)).toBe(30);
  });

  it('GET /api/feed/countries should list all countries, or those of a sport', async () => {
    const all = await getJson<Array<{ id: number; name: string; priority: number; count: number }>>(
      platform,
      '/api/feed/countries?lang=es',
    );
    expect(all.data.slice(0, 8).map((country) => country.name)).toEqual([
      'Mundo',
      'Europa',
      'Inglaterra',
      'Alemania',
      'España',
      'Italia',
      'Francia',
      'Turquía',
    ]);
    expect(all.data.slice(8).every((country) => country.priority === 1000)).toBe(true);
    const tennis = await getJson<Array<{ id: number; count: number }>>(
      platform,
      '/api/feed/countries?sportId=4',
    );
    expect(tennis.data.reduce((sum, country) => sum + country.count, 0)).toBe(
      lineCount('sport_id = 4'),
    );
    expect(tennis.data.every((country) => country.count > 0)).toBe(true);
  });
});
