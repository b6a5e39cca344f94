import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../../db/database.ts';
import { createTestPlatform, type TestPlatform } from '../../../testing.ts';
import { evolutionWeights, excludedEvolutionMerchants } from '../catalogue/providers.ts';

// vitest types asymmetric matchers as any; as unknown they suit the typed lint rules.
const anyString: unknown = expect.any(String);
const containing = (text: string): unknown => expect.stringContaining(text);
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

let platform: TestPlatform;
let app: FastifyInstance;
let database: PlatformDatabase;
let player: string;
let partner: string;
let staff: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ app } = platform);
  database = platform.context.database;
  player = await platform.signIn();
  partner = await platform.signIn('partner@demo.test');
  staff = await platform.signIn('staff@demo.test');
});

afterAll(async () => {
  await platform.close();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const dataOf = <T>(response: { json<R>(): R }) => response.json<{ data: T }>().data;
const demoUrl = /^\/demo\/game\/[A-Za-z0-9_-]{32}$/;

/** Every player-only call: guests get 401 code 1, other roles 404 with an empty result. */
async function expectPlayersOnly(
  call: (cookie?: string) => Promise<{ statusCode: number; json(): unknown }>,
) {
  const guest = await call();
  expect(guest.statusCode).toBe(401);
  expect(guest.json()).toMatchObject({ success: false, codeStatus: 1 });
  const other = await call(staff);
  expect(other.statusCode).toBe(404);
  expect(other.json()).toMatchObject({ success: false, data: [], codeStatus: 404 });
}

describe('outcome', () => {
  it('should list its games for players only, flash entries included for the client to drop', async () => {
    const response = await get('/api/outcome/games/list?lang=en', player);
    const { Games, Sections } = dataOf<{
      Games: Array<{
        Id: number;
        Name: string;
        Description: string;
        Format: string;
        SectionId: number;
      }>;
      Sections: Array<{ Id: number; Name: string }>;
    }>(response);
    expect(Games.length).toBeGreaterThan(100);
    expect(Games.filter((game) => game.Format === 'flash')).toHaveLength(6);
    expect(Games).toContainEqual(
      expect.objectContaining({ Id: 1301, Format: 'html5', SectionId: 4 }),
    );
    expect(Games[0]?.Description).toMatch(/ by /);
    expect(Sections).toContainEqual({ Id: 1, Name: 'Slots' });
    await expectPlayersOnly((cookie) => get('/api/outcome/games/list', cookie));
  });

  it('should open a session on the demo game page, and refuse flash and unknown games', async () => {
    const created = await post('/api/outcome/session/create', { game_id: 1301 }, player);
    expect(created.statusCode).toBe(200);
    expect(dataOf<{ SessionUrl: string }>(created).SessionUrl).toMatch(demoUrl);
    const asText = await post('/api/outcome/session/create', { game_id: '40001' }, player);
    expect(dataOf<{ SessionUrl: string }>(asText).SessionUrl).toMatch(demoUrl);

    const flashId = database
      .prepare("SELECT game_id FROM casino_games WHERE format = 'flash' LIMIT 1")
      .pluck()
      .get() as string;
    const flash = await post('/api/outcome/session/create', { game_id: Number(flashId) }, player);
    expect(flash.statusCode).toBe(400);
    expect(flash.json()).toMatchObject({ errorMessage: 'No se puede abrir la ranura' });
    const unknown = await post('/api/outcome/session/create', { game_id: 99999 }, player);
    expect(unknown.statusCode).toBe(404);
    const bad = await post('/api/outcome/session/create', { game_id: 'abc' }, player);
    expect(bad.statusCode).toBe(400);

    await expectPlayersOnly((cookie) =>
      post('/api/outcome/session/create', { game_id: 1301 }, cookie),
    );
    const refused = await post('/api/outcome/session/create', { game_id: 1301 }, staff);
    expect(refused.json()).toMatchObject({ errorMessage: 'not allowed to place bets' });
  });
});

describe('evolution', () => {
  interface Entry {
    PageCode: string;
    MerchantName: string;
    Trans: { en: string };
    ImageURL: string;
    System: string;
  }

  it('should serve the raw softgaming feed to guests, with everything the client filters', async () => {
    const response = await get('/api/evolution/get_game_list?game_type=softgaming-slots');
    const feed = dataOf<Entry[]>(response);
    const merchants = new Set(feed.map((entry) => entry.MerchantName));
    for (const merchant of [...excludedEvolutionMerchants, 'Upgaming', 'Evoplay']) {
      expect(merchants).toContain(merchant);
    }
    const codes = feed.map((entry) => entry.PageCode);
    expect(new Set(codes).size).toBeLessThan(codes.length);
    expect(feed.some((entry) => !entry.ImageURL.includes('evosw/'))).toBe(true);
    for (const weighted of Object.keys(evolutionWeights)) expect(codes).toContain(weighted);
    expect(codes.indexOf('1727053')).toBeGreaterThan(0);
    expect(feed[0]).toEqual({
      PageCode: anyString,
      MerchantName: anyString,
      Trans: { en: anyString, es: anyString, pt: anyString },
      Description: anyString,
      ImageURL: containing('/api/casino/thumb/evosw/'),
      System: anyString,
    });
    expect((await get('/api/evolution/get_game_list?game_type=other')).statusCode).toBe(400);
    expect(
      (await get('/api/evolution/get_game_list?game_type=softgaming-slots', staff)).statusCode,
    ).toBe(404);
  });

  it('should open a frame and a game URL by page code and system', async () => {
    const system = database
      .prepare("SELECT system FROM casino_games WHERE game_id = '1727053'")
      .pluck()
      .get() as string;
    const frame = await get(
      `/api/evolution/open_frame?language=en&page_id=1727053&system=${system}&game_type=softgaming-slots`,
      player,
    );
    expect(dataOf<{ launch_url: string }>(frame).launch_url).toMatch(demoUrl);
    const url = await get('/api/evolution/get_game_url?page_id=1571014', player);
    expect(dataOf<{ game_url: string }>(url).game_url).toMatch(demoUrl);
    const wrongSystem = await get('/api/evolution/open_frame?page_id=1727053&system=nope', player);
    expect(wrongSystem.statusCode).toBe(404);
    expect((await get('/api/evolution/open_frame', player)).statusCode).toBe(400);
    await expectPlayersOnly((cookie) => get('/api/evolution/open_frame?page_id=1727053', cookie));
  });

  it('should list the live tables and log a player into one', async () => {
    const tables = dataOf<
      Array<{ id_game: string; name: string; category: string; image: string }>
    >(await get('/api/evo/games'));
    expect(tables.length).toBe(14);
    expect(tables[0]?.image).toContain('/evosw/');
    const login = await post('/api/evo/login', { id_game: tables[0]?.id_game, lang: 'pt' }, player);
    expect(dataOf<{ url: string }>(login).url).toMatch(demoUrl);
    const slot = await post('/api/evo/login', { id_game: '1727053', lang: 'pt' }, player);
    expect(slot.statusCode).toBe(404);
    await expectPlayersOnly((cookie) => post('/api/evo/login', { id_game: '1800001' }, cookie));
  });
});

describe('pragmatic', () => {
  it('should list its games in its own shape, slots and live', async () => {
    const list = dataOf<Array<Record<string, string>>>(
      await get('/api/pragmatic/game/list?partner_name=demo'),
    );
    expect(list.length).toBe(48);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['gameID', 'gameName', 'gameTypeID', 'platform', 'technologyID'].sort(),
    );
    expect(list.filter((game) => game.gameTypeID === 'lg')).toHaveLength(12);
    const live = dataOf<Array<{ provider: string; isLiveGame: boolean }>>(
      await get('/api/pragmatic/game_list?category=live'),
    );
    expect(live.every((game) => game.provider === 'pragmaticLive' && game.isLiveGame)).toBe(true);
    expect(live).toHaveLength(12);
    expect((await get('/api/pragmatic/game/list', staff)).statusCode).toBe(404);
  });

  it('should link a game for WEB or MOBILE and build link data', async () => {
    const gameId = database
      .prepare("SELECT game_id FROM casino_games WHERE provider = 'pragmatic' LIMIT 1")
      .pluck()
      .get() as string;
    const link = await get(
      `/api/pragmatic/game/link?game_id=${gameId}&platform=WEB&lang=fr`,
      player,
    );
    expect(dataOf<{ url: string }>(link).url).toMatch(demoUrl);
    const bad = await get(`/api/pragmatic/game/link?game_id=${gameId}&platform=TV`, player);
    expect(bad.statusCode).toBe(400);
    const data = await post(
      '/api/pragmatic/create_link_data',
      { game_id: gameId, lang: 'pt-PT' },
      player,
    );
    expect(dataOf<Record<string, unknown>>(data)).toMatchObject({
      url: matching(demoUrl),
      symbol: gameId,
      technology: 'H5',
      platform: 'MOBILE',
      language: 'pt',
      currency: 'CLP',
      lobbyUrl: '/slots/main',
    });
    await expectPlayersOnly((cookie) =>
      get(`/api/pragmatic/game/link?game_id=${gameId}&platform=MOBILE`, cookie),
    );
  });
});

describe('universal race', () => {
  it('should log a player into the race, unless the player bans it', async () => {
    const login = await get('/api/universalrace/login?lang=en', partner);
    expect(dataOf<{ game_url: string }>(login).game_url).toMatch(demoUrl);
    const banned = await get('/api/universalrace/login', player);
    expect(banned.statusCode).toBe(403);
    await expectPlayersOnly((cookie) => get('/api/universalrace/login', cookie));
  });
});

describe('generic provider calls', () => {
  it('should open a session for any catalogue game by provider and game id', async () => {
    const body = {
      provider: 'evolution',
      gameId: '1727053',
      game: 'Clover',
      extraData: { anything: 1 },
      lang: 'en-US',
      isDesktop: true,
      userId: -1,
    };
    const response = await post('/api/casino/session', body, player);
    expect(response.statusCode).toBe(200);
    expect(dataOf<{ url: string; expiresAt: string }>(response)).toEqual({
      url: matching(demoUrl),
      expiresAt: '2026-11-18T16:00:00.000Z',
    });
    const byStudio = await post(
      '/api/casino/session',
      { provider: 'netent', gameId: 40001 },
      player,
    );
    expect(byStudio.statusCode).toBe(200);
    const unknown = await post(
      '/api/casino/session',
      { provider: 'pragmatic', gameId: '1727053' },
      player,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await post('/api/casino/session', { provider: 'x' }, player)).statusCode).toBe(400);
    await expectPlayersOnly((cookie) => post('/api/casino/session', body, cookie));
  });

  it('should give extra data to players only', async () => {
    const response = await get('/api/casino/extra_data?provider=pragmaticLive', player);
    expect(dataOf<Record<string, unknown>>(response)).toEqual({
      provider: 'pragmaticLive',
      partnerName: 'demo',
      currency: 'CLP',
      language: 'es',
      lobbyUrl: '/casinolive/main',
      cashierUrl: '/profile/top-up',
      userId: 1,
    });
    expect((await get('/api/casino/extra_data?provider=nope', player)).statusCode).toBe(404);
    expect((await get('/api/casino/extra_data', player)).statusCode).toBe(400);
    await expectPlayersOnly((cookie) => get('/api/casino/extra_data?provider=outcome', cookie));
  });
});
