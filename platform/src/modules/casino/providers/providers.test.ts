import { describe, expect, it } from 'vitest';
import {
  anyString,
  containing,
  dataOf,
  expectPlayersOnly,
  matching,
  withSessions,
  withTestPlatform,
} from '../../../testing.ts';
import { evolutionWeights, excludedEvolutionMerchants } from '../catalogue/providers.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'partner', 'staff');

const demoUrl = /^\/demo\/game\/[A-Za-z0-9_-]{32}$/;

describe('outcome', () => {
  it('should list its games for players only, flash entries included for the client to drop', async () => {
    const response = await platform.get('/api/outcome/games/list?lang=en', cookies.player);
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
    await expectPlayersOnly(
      (cookie) => platform.get('/api/outcome/games/list', cookie),
      cookies.staff,
    );
  });

  it('should open a session on the demo game page, and refuse flash and unknown games', async () => {
    const created = await platform.post(
      '/api/outcome/session/create',
      { game_id: 1301 },
      cookies.player,
    );
    expect(created.statusCode).toBe(200);
    expect(dataOf<{ SessionUrl: string }>(created).SessionUrl).toMatch(demoUrl);
    const asText = await platform.post(
      '/api/outcome/session/create',
      { game_id: '40001' },
      cookies.player,
    );
    expect(dataOf<{ SessionUrl: string }>(asText).SessionUrl).toMatch(demoUrl);

    const flashId = platform.context.database
      .prepare("SELECT game_id FROM casino_games WHERE format = 'flash' LIMIT 1")
      .pluck()
      .get() as string;
    const flash = await platform.post(
      '/api/outcome/session/create',
      { game_id: Number(flashId) },
      cookies.player,
    );
    expect(flash.statusCode).toBe(400);
    expect(flash.body).toMatchObject({ errorMessage: 'No se puede abrir la ranura' });
    const unknown = await platform.post(
      '/api/outcome/session/create',
      { game_id: 99999 },
      cookies.player,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await platform.post(
      '/api/outcome/session/create',
      { game_id: 'abc' },
      cookies.player,
    );
    expect(bad.statusCode).toBe(400);

    await expectPlayersOnly(
      (cookie) => platform.post('/api/outcome/session/create', { game_id: 1301 }, cookie),
      cookies.staff,
    );
    const refused = await platform.post(
      '/api/outcome/session/create',
      { game_id: 1301 },
      cookies.staff,
    );
    expect(refused.body).toMatchObject({ errorMessage: 'not allowed to place bets' });
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
    const response = await platform.get('/api/evolution/get_game_list?game_type=softgaming-slots');
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
      PageCode: anyString(),
      MerchantName: anyString(),
      Trans: { en: anyString(), es: anyString(), pt: anyString() },
      Description: anyString(),
      ImageURL: containing('/api/casino/thumb/evosw/'),
      System: anyString(),
    });
    expect((await platform.get('/api/evolution/get_game_list?game_type=other')).statusCode).toBe(
      400,
    );
    expect(
      (await platform.get('/api/evolution/get_game_list?game_type=softgaming-slots', cookies.staff))
        .statusCode,
    ).toBe(404);
  });

  it('should open a frame and a game URL by page code and system', async () => {
    const system = platform.context.database
      .prepare("SELECT system FROM casino_games WHERE game_id = '1727053'")
      .pluck()
      .get() as string;
    const frame = await platform.get(
      `/api/evolution/open_frame?language=en&page_id=1727053&system=${system}&game_type=softgaming-slots`,
      cookies.player,
    );
    expect(dataOf<{ launch_url: string }>(frame).launch_url).toMatch(demoUrl);
    const url = await platform.get('/api/evolution/get_game_url?page_id=1571014', cookies.player);
    expect(dataOf<{ game_url: string }>(url).game_url).toMatch(demoUrl);
    const wrongSystem = await platform.get(
      '/api/evolution/open_frame?page_id=1727053&system=nope',
      cookies.player,
    );
    expect(wrongSystem.statusCode).toBe(404);
    expect((await platform.get('/api/evolution/open_frame', cookies.player)).statusCode).toBe(400);
    await expectPlayersOnly(
      (cookie) => platform.get('/api/evolution/open_frame?page_id=1727053', cookie),
      cookies.staff,
    );
  });

  it('should list the live tables and log a player into one', async () => {
    const tables = dataOf<
      Array<{ id_game: string; name: string; category: string; image: string }>
    >(await platform.get('/api/evo/games'));
    expect(tables.length).toBe(14);
    expect(tables[0]?.image).toContain('/evosw/');
    const login = await platform.post(
      '/api/evo/login',
      { id_game: tables[0]?.id_game, lang: 'pt' },
      cookies.player,
    );
    expect(dataOf<{ url: string }>(login).url).toMatch(demoUrl);
    const slot = await platform.post(
      '/api/evo/login',
      { id_game: '1727053', lang: 'pt' },
      cookies.player,
    );
    expect(slot.statusCode).toBe(404);
    await expectPlayersOnly(
      (cookie) => platform.post('/api/evo/login', { id_game: '1800001' }, cookie),
      cookies.staff,
    );
  });
});

describe('pragmatic', () => {
  it('should list its games in its own shape, slots and live', async () => {
    const list = dataOf<Array<Record<string, string>>>(
      await platform.get('/api/pragmatic/game/list?partner_name=demo'),
    );
    expect(list.length).toBe(48);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['gameID', 'gameName', 'gameTypeID', 'platform', 'technologyID'].sort(),
    );
    expect(list.filter((game) => game.gameTypeID === 'lg')).toHaveLength(12);
    const live = dataOf<Array<{ provider: string; isLiveGame: boolean }>>(
      await platform.get('/api/pragmatic/game_list?category=live'),
    );
    expect(live.every((game) => game.provider === 'pragmaticLive' && game.isLiveGame)).toBe(true);
    expect(live).toHaveLength(12);
    expect((await platform.get('/api/pragmatic/game/list', cookies.staff)).statusCode).toBe(404);
  });

  it('should link a game for WEB or MOBILE and build link data', async () => {
    const gameId = platform.context.database
      .prepare("SELECT game_id FROM casino_games WHERE provider = 'pragmatic' LIMIT 1")
      .pluck()
      .get() as string;
    const link = await platform.get(
      `/api/pragmatic/game/link?game_id=${gameId}&platform=WEB&lang=fr`,
      cookies.player,
    );
    expect(dataOf<{ url: string }>(link).url).toMatch(demoUrl);
    const bad = await platform.get(
      `/api/pragmatic/game/link?game_id=${gameId}&platform=TV`,
      cookies.player,
    );
    expect(bad.statusCode).toBe(400);
    const data = await platform.post(
      '/api/pragmatic/create_link_data',
      { game_id: gameId, lang: 'pt-PT' },
      cookies.player,
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
    await expectPlayersOnly(
      (cookie) =>
        platform.get(`/api/pragmatic/game/link?game_id=${gameId}&platform=MOBILE`, cookie),
      cookies.staff,
    );
  });
});

describe('universal race', () => {
  it('should log a player into the race, unless the player bans it', async () => {
    const login = await platform.get('/api/universalrace/login?lang=en', cookies.partner);
    expect(dataOf<{ game_url: string }>(login).game_url).toMatch(demoUrl);
    const banned = await platform.get('/api/universalrace/login', cookies.player);
    expect(banned.statusCode).toBe(403);
    await expectPlayersOnly(
      (cookie) => platform.get('/api/universalrace/login', cookie),
      cookies.staff,
    );
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
    const response = await platform.post('/api/casino/session', body, cookies.player);
    expect(response.statusCode).toBe(200);
    expect(dataOf<{ url: string; expiresAt: string }>(response)).toEqual({
      url: matching(demoUrl),
      expiresAt: '2026-11-18T16:00:00.000Z',
    });
    const byStudio = await platform.post(
      '/api/casino/session',
      { provider: 'netent', gameId: 40001 },
      cookies.player,
    );
    expect(byStudio.statusCode).toBe(200);
    const unknown = await platform.post(
      '/api/casino/session',
      { provider: 'pragmatic', gameId: '1727053' },
      cookies.player,
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await platform.post('/api/casino/session', { provider: 'x' }, cookies.player)).statusCode,
    ).toBe(400);
    await expectPlayersOnly(
      (cookie) => platform.post('/api/casino/session', body, cookie),
      cookies.staff,
    );
  });

  it('should give extra data to players only', async () => {
    const response = await platform.get(
      '/api/casino/extra_data?provider=pragmaticLive',
      cookies.player,
    );
    expect(dataOf<Record<string, unknown>>(response)).toEqual({
      provider: 'pragmaticLive',
      partnerName: 'demo',
      currency: 'CLP',
      language: 'es',
      lobbyUrl: '/casinolive/main',
      cashierUrl: '/profile/top-up',
      userId: 1,
    });
    expect(
      (await platform.get('/api/casino/extra_data?provider=nope', cookies.player)).statusCode,
    ).toBe(404);
    expect((await platform.get('/api/casino/extra_data', cookies.player)).statusCode).toBe(400);
    await expectPlayersOnly(
      (cookie) => platform.get('/api/casino/extra_data?provider=outcome', cookie),
      cookies.staff,
    );
  });
});
