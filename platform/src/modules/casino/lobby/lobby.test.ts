import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PlatformDatabase } from '../../../db/database.ts';
import { createRandom } from '../../../random.ts';
import { dataOf, type TestResponse, withSessions, withTestPlatform } from '../../../testing.ts';
import type { SlotGame } from '../catalogue/games.ts';
import { providerFilterList } from '../catalogue/providers.ts';
import { seedGames } from '../catalogue/seedGames.ts';
import { favoriteKey } from '../favorites/favoriteRoutes.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff');

interface GamesPage {
  games: SlotGame[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
const gamesOf = async (url: string, cookie?: string) => {
  const response = await platform.get(url, cookie);
  expect(response.statusCode).toBe(200);
  return dataOf<GamesPage>(response);
};

describe('the seeded catalogue', () => {
  it('should hold a few hundred games of every provider of the filter list and route', () => {
    const count = (sql: string) =>
      (platform.context.database.prepare(sql).get() as { count: number }).count;
    expect(count('SELECT COUNT(*) AS count FROM casino_games WHERE in_lobby = 1')).toBeGreaterThan(
      250,
    );
    const providers = platform.context.database
      .prepare('SELECT DISTINCT provider FROM casino_games WHERE in_lobby = 1')
      .pluck()
      .all();
    expect(providers).toEqual(expect.arrayContaining([...providerFilterList, 'Universal Race']));
    expect(count('SELECT COUNT(*) AS count FROM casino_games WHERE is_default = 1')).toBe(6);
    const names = platform.context.database
      .prepare('SELECT game_name FROM casino_games WHERE in_lobby = 1')
      .pluck();
    const all = names.all();
    expect(new Set(all).size).toBe(all.length);
  });

  it('should be the same for the same seed', () => {
    const again = openDatabase(':memory:');
    seedGames({ ...platform.context, database: again, random: createRandom(1) });
    const list = (db: PlatformDatabase) =>
      db.prepare('SELECT id, game_id, game_name, tabs FROM casino_games ORDER BY id').all();
    expect(list(again)).toEqual(list(platform.context.database));
    again.close();
  });
});

describe('GET /api/casino/games', () => {
  it('should let a guest browse ten games a page in the spec shape', async () => {
    const page = await gamesOf('/api/casino/games');
    expect(page.pageSize).toBe(10);
    expect(page.games).toHaveLength(10);
    expect(page.pageCount).toBe(Math.ceil(page.total / 10));
    expect(Object.keys(page.games[0] ?? {}).sort()).toEqual(
      [
        'billing',
        'description',
        'format',
        'gameId',
        'gameName',
        'id',
        'imageUrl',
        'isDefault',
        'isLiveGame',
        'path',
        'provider',
        'routeProvider',
        'system',
        'tab',
        'technologyId',
      ].sort(),
    );
    const second = await gamesOf('/api/casino/games?page=2');
    expect(second.games.map((game) => game.id)).not.toContain(page.games[0]?.id);
  });

  it('should filter by category, provider and search, and list the six best games', async () => {
    const roulette = await gamesOf('/api/casino/games?category=roulette&pageSize=100');
    expect(roulette.total).toBeGreaterThan(0);
    expect(roulette.games.every((game) => game.tab.includes('roulette'))).toBe(true);

    const netent = await gamesOf('/api/casino/games?provider=netent&pageSize=100');
    expect(netent.games.every((game) => game.provider === 'netent')).toBe(true);
    expect(netent.total).toBe(netent.games.length);

    const best = await gamesOf('/api/casino/games?category=best');
    expect(best.games).toHaveLength(6);
    expect(best.games.every((game) => game.isDefault && game.tab.includes('popular'))).toBe(true);

    const target = netent.games[3] as SlotGame;
    const word = target.gameName.split(' ')[1] ?? target.gameName;
    const found = await gamesOf(
      `/api/casino/games?search=${encodeURIComponent(word.toLowerCase())}&pageSize=100`,
    );
    expect(found.games.map((game) => game.id)).toContain(target.id);
    expect(
      found.games.every((game) => game.gameName.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
  });

  it('should find the horse race by its provider name and the live crash game 1301', async () => {
    const race = await gamesOf('/api/casino/games?provider=Universal%20Race');
    expect(race.games).toEqual([
      expect.objectContaining({
        gameId: 'universal-race',
        routeProvider: 'universalrace',
        system: 'html',
        provider: 'Universal Race',
      }),
    ]);
    const crash = await gamesOf('/api/casino/games?category=crash&pageSize=100');
    expect(crash.games).toContainEqual(
      expect.objectContaining({ id: 1301, gameId: '1301', isLiveGame: true }),
    );
  });

  it('should hide what the player has banned (the demo player bans universalrace)', async () => {
    const race = await gamesOf('/api/casino/games?provider=Universal%20Race', cookies.player);
    expect(race.total).toBe(0);
  });

  it('should never list feed-only entries (flash, duplicates, excluded merchants)', async () => {
    const all = await gamesOf('/api/casino/games?pageSize=100&page=1');
    const ids = new Set<number>();
    for (let page = 1; page <= all.pageCount; page++) {
      const { games } = await gamesOf(`/api/casino/games?pageSize=100&page=${page}`);
      for (const game of games) ids.add(game.id);
    }
    expect(ids.size).toBe(all.total);
    const hidden = platform.context.database
      .prepare('SELECT id FROM casino_games WHERE in_lobby = 0')
      .pluck()
      .all() as number[];
    expect(hidden.length).toBeGreaterThan(10);
    expect(hidden.some((id) => ids.has(id))).toBe(false);
  });

  it('should give favourites only to a signed-in player', async () => {
    const guest = await platform.get('/api/casino/games?category=favorite');
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it('should refuse a non-player role with code 404 and an empty result', async () => {
    const response = await platform.get('/api/casino/games', cookies.staff);
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({ success: false, data: [], codeStatus: 404 });
  });

  it('should answer a bad query with the 400 envelope', async () => {
    for (const query of ['pageSize=0', 'page=0', 'category=nope', 'pageSize=1000']) {
      const response = await platform.get(`/api/casino/games?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    }
  });
});

describe('GET /api/casino/providers', () => {
  it('should count the games of each provider, the filter list first', async () => {
    const response = await platform.get('/api/casino/providers');
    const providers = dataOf<
      Array<{
        provider: string;
        name: string;
        gameCount: number;
        routeProviders: string[];
      }>
    >(response);
    expect(providers.slice(0, providerFilterList.length).map((entry) => entry.provider)).toEqual([
      ...providerFilterList,
    ]);
    const netent = providers.find((entry) => entry.provider === 'netent');
    const { total } = await gamesOf('/api/casino/games?provider=netent');
    expect(netent).toEqual({
      provider: 'netent',
      name: 'NetEnt',
      routeProviders: ['outcome'],
      gameCount: total,
    });
    const live = await platform.get('/api/casino/providers?category=live-casino');
    const liveProviders = dataOf<Array<{ provider: string }>>(live);
    expect(liveProviders.map((entry) => entry.provider).sort()).toEqual([
      'betsolutions',
      'evolution',
      'pragmaticLive',
    ]);
    expect((await platform.get('/api/casino/providers', cookies.staff)).statusCode).toBe(404);
  });
});

describe('thumbnails', () => {
  it('should draw each game as a cacheable SVG with its name and provider', async () => {
    const game = (await gamesOf('/api/casino/games?provider=netent')).games[0] as SlotGame;
    const response = await platform.get(game.imageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toContain('<svg');
    expect(response.text).toContain(game.gameName.split(' ')[0]);
    expect(response.text).toContain('NETENT');
  });

  it("should keep 'evosw/' in evolution images and escape names", async () => {
    const evolution = await gamesOf('/api/casino/games?routeProvider=evolution');
    expect(evolution.games.every((game) => game.imageUrl.includes('/evosw/'))).toBe(true);
    const hold = platform.context.database
      .prepare("SELECT image_url FROM casino_games WHERE game_name LIKE '%&%' LIMIT 1")
      .pluck()
      .get() as string;
    const svg = (await platform.get(hold)).text;
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('should answer 404 for an unknown game and 400 for a bad file name', async () => {
    expect((await platform.get('/api/casino/thumb/nope-nope.svg')).statusCode).toBe(404);
    expect((await platform.get('/api/casino/thumb/..%2Fetc.svg')).statusCode).toBe(400);
    const jackpot = await platform.get('/api/casino/thumb/jackpot/grand.svg');
    expect(jackpot.statusCode).toBe(200);
    expect(jackpot.text).toContain('GRAND');
    expect((await platform.get('/api/casino/thumb/jackpot/huge.svg')).statusCode).toBe(404);
  });
});

const call = (method: 'GET' | 'POST', path: string, payload?: object, cookie = cookies.player) =>
  platform.request({ method, url: `/api/favorite_slots${path}`, cookie, payload });
const favoritesOf = (response: TestResponse) =>
  dataOf<{ favorite_slots: Record<string, SlotGame> }>(response).favorite_slots;

describe('/api/favorite_slots', () => {
  let slots: SlotGame[];
  beforeAll(async () => {
    const lobby = await platform.get('/api/casino/games?category=best');
    slots = dataOf<{ games: SlotGame[] }>(lobby).games;
  });

  it('should add a slot and key it by id, gameId, provider and gameName', async () => {
    const slot = slots[0] as SlotGame;
    const added = await call('POST', '/add', { slot });
    expect(added.statusCode).toBe(200);
    const key = `${slot.id}_${slot.gameId}_${slot.provider}_${slot.gameName}`;
    expect(favoriteKey(slot)).toBe(key);
    expect(favoritesOf(added)).toEqual({ [key]: { ...slot, tab: [...slot.tab, 'favorite'] } });

    const again = await call('POST', '/add', { slot: { ...slot, tab: [...slot.tab, 'favorite'] } });
    expect(Object.keys(favoritesOf(again))).toEqual([key]);
    const list = await call('GET', '/get_list');
    expect(Object.keys(favoritesOf(list))).toEqual([key]);
  });

  it('should mark favourites in the lobby and filter them by the favorite category', async () => {
    const slot = slots[1] as SlotGame;
    await call('POST', '/add', { slot: { id: slot.id } });
    const lobby = await platform.get('/api/casino/games?category=favorite', cookies.player);
    const games = dataOf<{ games: SlotGame[] }>(lobby).games;
    expect(games.map((game) => game.id).sort()).toEqual([slots[0]?.id, slot.id].sort());
    expect(games.every((game) => game.tab.includes('favorite'))).toBe(true);
    const guestView = await platform.get('/api/casino/games?category=best');
    const guestGames = dataOf<{ games: SlotGame[] }>(guestView).games;
    expect(guestGames.some((game) => game.tab.includes('favorite'))).toBe(false);
  });

  it('should remove by id or by favourite key, and say when it is not a favourite', async () => {
    const [first, second] = slots as [SlotGame, SlotGame];
    const byId = await call('POST', '/remove', { id: first.id });
    expect(Object.keys(favoritesOf(byId))).toEqual([favoriteKey(second)]);
    const byKey = await call('POST', '/remove', { id: favoriteKey(second) });
    expect(favoritesOf(byKey)).toEqual({});
    const missing = await call('POST', '/remove', { id: first.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ success: false, codeStatus: 404 });
  });

  it('should refuse unknown or mismatched slots and malformed bodies', async () => {
    const slot = slots[2] as SlotGame;
    expect((await call('POST', '/add', { slot: { id: 999_999 } })).statusCode).toBe(404);
    expect((await call('POST', '/add', { slot: { ...slot, gameId: 'other' } })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/add', { slot: { gameId: slot.gameId } })).statusCode).toBe(400);
    expect((await call('POST', '/add', {})).statusCode).toBe(400);
    expect((await call('POST', '/remove', {})).statusCode).toBe(400);
  });

  it('should need a signed-in user (code 1)', async () => {
    for (const response of [
      await call('GET', '/get_list', undefined, ''),
      await call('POST', '/add', { slot: { id: 1 } }, ''),
      await call('POST', '/remove', { id: 1 }, ''),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
    }
  });
});
