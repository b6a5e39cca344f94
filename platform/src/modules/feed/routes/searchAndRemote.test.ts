import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../../testing.ts';
import type { FeedItem } from '../read/items.ts';
import { getJson, someEvent } from '../testHelpers.ts';
import type { SearchHit } from './searchRoutes.ts';

const platform = withTestPlatform();

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

describe('GET /api/feed/search', () => {
  it('should find line events by team name, case and accents ignored', async () => {
    const event = someEvent(platform.context.database, 0, 1);
    const text = event.team1.toUpperCase();
    const { data } = await getJson<SearchHit[]>(
      platform,
      `/api/feed/search?search=${encodeURIComponent(text)}&lang=en`,
    );
    const hit = data.find((candidate) => candidate.id === event.id);
    expect(hit).toMatchObject({
      countryId: event.country_id,
      date: event.starts_at,
      name: `${event.team1} - ${event.team2}`,
      sportId: 1,
      sportName: 'Football',
      tournamentId: event.tourney_id,
      type: 0,
    });
    expect(hit?.priceNum).toBeGreaterThan(10);
    expect(typeof hit?.tournamentName).toBe('string');
    const accents = await getJson<SearchHit[]>(platform, '/api/feed/search?search=atletico');
    const plain = platform.context.database
      .prepare(
        "SELECT COUNT(*) AS count FROM feed_events WHERE status = 0 AND (team1 = 'Atlético Madrid' OR team2 = 'Atlético Madrid')",
      )
      .get() as { count: number };
    expect(accents.data.length).toBeGreaterThanOrEqual(plain.count);
  });

  it('should search live events with isLive and one day with date', async () => {
    const live = someEvent(platform.context.database, 1);
    const { data } = await getJson<SearchHit[]>(
      platform,
      `/api/feed/search?isLive=true&search=${encodeURIComponent(live.team2)}`,
    );
    expect(data.some((hit) => hit.id === live.id && hit.type === 1)).toBe(true);
    const line = someEvent(platform.context.database, 0);
    const day = line.starts_at.slice(0, 10);
    const dated = await getJson<SearchHit[]>(
      platform,
      `/api/feed/search?search=${encodeURIComponent(line.team1)}&date=${day}`,
    );
    expect(dated.data.length).toBeGreaterThan(0);
    expect(dated.data.every((hit) => hit.date.startsWith(day))).toBe(true);
  });

  it('should refuse a missing or blank search and a bad date with 400', async () => {
    await getJson(platform, '/api/feed/search', 400);
    await getJson(platform, '/api/feed/search?search=%20%20', 400);
    const bad = await getJson(platform, '/api/feed/search?search=real&date=18-11-2026', 400);
    expect(bad).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('POST /api/remote/SearchFullByCulture', () => {
  it('should return full list items of live and line events', async () => {
    const live = someEvent(platform.context.database, 1);
    const response = await platform.post('/api/remote/SearchFullByCulture', {
      culture: 'pt-PT',
      searchText: live.team1,
    });
    const body = response.body as { success: boolean; data: FeedItem[] };
    expect(body.success).toBe(true);
    expect(body.data[0]).toMatchObject({
      id: expect.any(Number) as number,
      markets: expect.any(Array) as unknown[],
    });
    expect(body.data.some((item) => item.id === live.id && item.status === 1)).toBe(true);
    const empty = await platform.post('/api/remote/SearchFullByCulture', { culture: 'en' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('remote line (bs2)', () => {
  it('should give one event in full and the line of a tourney, a country and a sport', async () => {
    const event = someEvent(platform.context.database, 0, 1);
    const full = await getJson<FeedItem>(platform, `/api/bs2/remote/api/line/en/event/${event.id}`);
    expect(full.data).toMatchObject({ id: event.id, sportName: 'Football' });
    expect(full.data.markets.length).toBeGreaterThan(4);
    await getJson(platform, '/api/bs2/remote/api/line/en/event/99999999', 404);

    const tourney = await getJson<FeedItem[]>(
      platform,
      `/api/bs2/remote/api/line/es/tourney/${event.tourney_id}`,
    );
    expect(tourney.data.every((item) => item.champId === event.tourney_id)).toBe(true);
    expect(tourney.data.some((item) => item.id === event.id)).toBe(true);
    const country = await getJson<FeedItem[]>(
      platform,
      `/api/bs2/remote/api/line/v2/country/${event.country_id}?sportId=1`,
    );
    expect(
      country.data.every((item) => item.countryId === event.country_id && item.sportId === 1),
    ).toBe(true);
    const sport = await getJson<FeedItem[]>(platform, '/api/bs2/remote/api/line/pt/sport/4');
    expect(sport.data.length).toBeGreaterThan(0);
    expect(sport.data.every((item) => item.sportId === 4 && item.sportName === 'Ténis')).toBe(true);
    const esports = await getJson<FeedItem[]>(
      platform,
      '/api/bs2/remote/api/line/en/sport/300?gameId=301',
    );
    expect(
      esports.data.every((item) => item.gameId === 301 && item.gameName === 'Counter-Strike 2'),
    ).toBe(true);
  });
});

describe('results (bs2)', () => {
  const from = ddmmyyyy('2026-11-15');
  const to = ddmmyyyy('2026-11-18');
  const finished = () =>
    platform.context.database
      .prepare(
        "SELECT id, sport_id, tourney_id, score1, score2 FROM feed_events WHERE status = 2 AND starts_at >= '2026-11-15' AND starts_at < '2026-11-19'",
      )
      .all() as Array<{
      id: number;
      sport_id: number;
      tourney_id: number;
      score1: number;
      score2: number;
    }>;

  it('should list sports with results in a range of days', async () => {
    const { data } = await getJson<Array<{ id: number; name: string; count: number }>>(
      platform,
      `/api/bs2/remote/api/results/en/sports/0/${from}/${to}`,
    );
    expect(data.reduce((sum, sport) => sum + sport.count, 0)).toBe(finished().length);
    const football = await getJson<Array<{ id: number }>>(
      platform,
      `/api/bs2/remote/api/results/en/sports/1/${from}/${to}`,
    );
    expect(football.data.map((sport) => sport.id)).toEqual([1]);
  });

  it('should list tournaments of a sport and their games with scores', async () => {
    const tournaments = await getJson<
      Array<{ id: number; sportId: number; countryId: number; count: number }>
    >(platform, `/api/bs2/remote/api/results/es/tournaments/1/${from}/${to}`);
    const expected = finished().filter((event) => event.sport_id === 1);
    expect(tournaments.data.reduce((sum, tourney) => sum + tourney.count, 0)).toBe(expected.length);
    const first = tournaments.data[0];
    expect(first?.sportId).toBe(1);
    for (const path of ['games', 'results']) {
      const games = await getJson<
        Array<{ id: number; score: string; team1: string; startDate: string; champId: number }>
      >(platform, `/api/bs2/remote/api/results/es/${path}/${first?.id}/${from}/${to}`);
      const mine = expected.filter((event) => event.tourney_id === first?.id);
      expect(games.data.map((game) => game.id).sort()).toEqual(
        mine.map((event) => event.id).sort(),
      );
      const sample = mine[0];
      expect(games.data.find((game) => game.id === sample?.id)?.score).toBe(
        `${sample?.score1}:${sample?.score2}`,
      );
    }
  });

  it('should refuse unreal days and reversed ranges with 400', async () => {
    await getJson(platform, `/api/bs2/remote/api/results/en/sports/0/31022026/${to}`, 400);
    await getJson(platform, `/api/bs2/remote/api/results/en/sports/0/${to}/${from}`, 400);
    await getJson(platform, '/api/bs2/remote/api/results/en/sports/0/2026-11-15/2026-11-18', 400);
  });
});
