import { describe, expect, it } from 'vitest';
import { matching, withSessions, withTestPlatform } from '../../../testing.ts';
import {
  expectFoldedDetails,
  expectPlayerOnly,
  hostile,
  loadPage,
  oneHourAndASecond,
} from '../shared/testHelpers.ts';
import { ezugiOperatorId } from './routes.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff', 'partner');

interface TokenAnswer {
  token: string;
  game_url: string;
  operatorId: number;
}

describe.each([
  ['/api/betgames/GetUserTokenBetgames', 'bg-dice-duel', 'Dice Duel'],
  ['/api/fiable/get_token', 'fi-roulette', 'Fiable Roulette'],
])('GET %s', (path, table, name) => {
  it('should give a player a token and the lobby address', async () => {
    const response = await platform.get<TokenAnswer>(`${path}?lang=en-US`, cookies.player);
    const { token, game_url: url } = response.body.data;
    expect(url).toBe(`/demo/live-table/?token=${token}&lang=en`);
    const page = await loadPage(platform, url);
    expect(page).toContain(name);
    expect(page).not.toContain('id="table"');
    expect(page).toMatch(/<h1>Demo table of (BetGames|Fiable)<\/h1>/);
    expect(expectFoldedDetails(page)).toContain('lang=en');
  });

  it('should open one table when asked with game_id', async () => {
    const response = await platform.get<TokenAnswer>(`${path}?game_id=${table}`, cookies.player);
    expect(response.body.data.game_url).toContain(`&table=${table}`);
    const page = await loadPage(platform, response.body.data.game_url);
    expect(page).toContain(`<section id="table" data-table="${table}"`);
    expect(page).toContain(`<h2>${name}</h2>`);
  });

  it('should refuse an unknown game, guests and other roles', async () => {
    const unknown = await platform.get(`${path}?game_id=nope`, cookies.player);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, data: [], codeStatus: 404 });
    await expectPlayerOnly((cookie) => platform.get(path, cookie), cookies.staff);
  });
});

describe('GET /api/fiable/game_list', () => {
  it('should list the fiable tables with generated images', async () => {
    const response = await platform.get<
      Array<{ id: string; imageUrl: string; categoryName: string }>
    >('/api/fiable/game_list?lang=pt', cookies.player);
    expect(response.body.data).toHaveLength(5);
    expect(response.body.data[0]).toEqual({
      id: 'fi-roulette',
      name: 'Fiable Roulette',
      category: 'roulette',
      categoryName: 'Roleta',
      imageUrl: '/demo/live-table/images/fi-roulette.svg',
      minBet: 1,
      maxBet: 500,
    });
    const image = await platform.get(response.body.data[0]?.imageUrl ?? '');
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.text).toContain('Fiable Roulette');
    const missing = await platform.get('/demo/live-table/images/nope.svg');
    expect(missing.statusCode).toBe(404);
    await expectPlayerOnly(
      (cookie) => platform.get('/api/fiable/game_list', cookie),
      cookies.staff,
    );
  });
});

describe('ezugi: GET /api/for_ezugi/get_token and the live-tables auth call', () => {
  const auth = (query: Record<string, string | number>, cookie = cookies.player) =>
    platform.get<{ game_url: string; language: string }>(
      `/api/live_tables/auth?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`,
      cookie,
    );

  it('should turn a token, operator id, language and game into a table address', async () => {
    const issued = await platform.get<TokenAnswer>('/api/for_ezugi/get_token', cookies.player);
    expect(issued.body.data.operatorId).toBe(ezugiOperatorId);
    const { token } = issued.body.data;
    const response = await auth({
      token,
      operatorId: ezugiOperatorId,
      language: 'es',
      selectGame: '2000',
    });
    expect(response.body.data).toEqual({
      game_url: `/demo/live-table/?token=${token}&lang=es&table=2000`,
      language: 'es-es',
    });
    const page = await loadPage(platform, response.body.data.game_url);
    expect(page).toContain('<h1>Mesa de demostración de Ezugi</h1>');
    expect(page).toContain('data-category="blackjack"');
  });

  it('should refuse a wrong operator, an unknown game, a foreign or expired token', async () => {
    const { token } = (await platform.get<TokenAnswer>('/api/for_ezugi/get_token', cookies.player))
      .body.data;
    const operator = await auth({ token, operatorId: 1, selectGame: '2000' });
    expect(operator.body).toMatchObject({ errorMessage: 'Unknown operator', codeStatus: 404 });
    const game = await auth({ token, operatorId: ezugiOperatorId, selectGame: '9' });
    expect(game.statusCode).toBe(404);
    const fiable = (await platform.get<TokenAnswer>('/api/fiable/get_token', cookies.player)).body
      .data.token;
    const foreign = await auth({ token: fiable, operatorId: ezugiOperatorId, selectGame: '2000' });
    expect(foreign.body).toMatchObject({
      errorMessage: 'Token invalid or expired',
      codeStatus: 404,
    });
    const otherPlayer = await auth(
      { token, operatorId: ezugiOperatorId, selectGame: '2000' },
      cookies.partner,
    );
    expect(otherPlayer.statusCode).toBe(403);
    const missing = await auth({ operatorId: ezugiOperatorId, selectGame: '2000' });
    expect(missing.statusCode).toBe(400);
    platform.clock.advance(oneHourAndASecond);
    const expired = await auth({ token, operatorId: ezugiOperatorId, selectGame: '2000' });
    expect(expired.body).toMatchObject({ success: false, codeStatus: 404 });
    await expectPlayerOnly(
      (cookie) => platform.get('/api/for_ezugi/get_token', cookie),
      cookies.staff,
    );
  });
});

describe('live-casino frame calls', () => {
  it('should answer the game URL call with a lobby link that opens the table', async () => {
    const response = await platform.get<{ game_lobby_link: string }>(
      '/api/live_casino/game_url?table_id=lc-roulette-2&category=roulette&language=en',
      cookies.player,
    );
    const page = await loadPage(platform, response.body.data.game_lobby_link);
    expect(page).toContain('<h2>Lightning Roulette</h2>');
    expect(page.match(/<li><a href=/g)).toHaveLength(6);
  });

  it('should start a session with language, table and category and return the frame', async () => {
    const response = await platform.post<{ type: string; frame_url: string }>(
      '/api/live_casino/session/start',
      { language: 'pt', table_id: 'lc-blackjack-2', category: 'blackjack' },
      cookies.player,
    );
    expect(response.body.data).toEqual({
      type: 'frame',
      frame_url: matching(/^\/demo\/live-table\/\?token=[\w-]{32}&lang=pt&table=lc-blackjack-2$/),
    });
  });

  it('should refuse a table of another category or provider, bad input, guests and other roles', async () => {
    const wrong = await platform.post(
      '/api/live_casino/session/start',
      { table_id: 'lc-blackjack-2', category: 'roulette' },
      cookies.player,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toMatchObject({ errorMessage: 'Unknown table', data: [] });
    const foreign = await platform.get(
      '/api/live_casino/game_url?table_id=fi-roulette&category=roulette',
      cookies.player,
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await platform.get(
      '/api/live_casino/game_url?table_id=lc-roulette-1&category=slots',
      cookies.player,
    );
    expect(bad.statusCode).toBe(400);
    await expectPlayerOnly(
      (cookie) =>
        platform.post(
          '/api/live_casino/session/start',
          { table_id: 'lc-roulette-1', category: 'roulette' },
          cookie,
        ),
      cookies.staff,
    );
  });
});

describe('/demo/live-table page', () => {
  it('should show an unknown table with 404, a bad token as invalid, values escaped', async () => {
    const { token } = (await platform.get<TokenAnswer>('/api/fiable/get_token', cookies.player))
      .body.data;
    const unknown = await loadPage(
      platform,
      `/demo/live-table/?token=${token}&table=${encodeURIComponent(hostile)}`,
      404,
    );
    expect(unknown).toContain('Mesa desconocida');
    expect(unknown).not.toContain('<script>alert');
    const invalid = await loadPage(platform, `/demo/live-table/?token=nope&lang=en`);
    expect(expectFoldedDetails(invalid)).toContain('Token invalid or expired');
    expect(invalid).toContain('This session has expired. Open it again from the app.');
    expect(invalid).not.toContain('<li>');
  });

  it.each([
    ['/api/fiable/get_token', 'fi-roulette', 'roulette', /<path d="M100 100 /g, 37],
    ['/api/fiable/get_token', 'fi-blackjack', 'blackjack', /class="hand" id="[a-z]+-cards"/g, 2],
    ['/api/fiable/get_token', 'fi-baccarat', 'baccarat', /class="hand" id="[a-z]+-cards"/g, 2],
    ['/api/fiable/get_token', 'fi-holdem', 'poker', /class="hand" id="[a-z]+-cards"/g, 2],
    ['/api/betgames/GetUserTokenBetgames', 'bg-dice-duel', 'dice', /class="die"/g, 2],
    ['/api/betgames/GetUserTokenBetgames', 'bg-wheel', 'wheel', /<path d="M100 100 /g, 24],
  ])('should draw %s %s as a %s table', async (path, table, category, part, count) => {
    const { game_url: url } = (
      await platform.get<TokenAnswer>(`${path}?game_id=${table}&lang=en`, cookies.player)
    ).body.data;
    const page = await loadPage(platform, url);
    expect(page).toContain(`data-stage="${category}"`);
    expect(page.match(part)).toHaveLength(count);
    expect(page).toContain('id="round-status"');
    expect(page).toContain('data-msg-player-wins="Player wins"');
    const script = await platform.get('/demo/live-table/app.js');
    expect(script.text).toContain('demoTables.player(');
  });
});
