import { describe, expect, it } from 'vitest';
import { withSessions, withTestPlatform } from '../../../testing.ts';
import {
  expectFoldedDetails,
  expectPlayerOnly,
  loadPage,
  oneHourAndASecond,
} from '../shared/testHelpers.ts';
import type { VirtualSportsGame } from './catalogue.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff', 'partner');

describe('golden race', () => {
  it('should list the games with generated SVG images', async () => {
    const response = await platform.get<Array<{ id: number; name: string; imageUrl: string }>>(
      '/api/golden_race/game_list',
      cookies.player,
    );
    expect(response.body.data).toHaveLength(10);
    expect(response.body.data[0]).toEqual({
      id: 10101,
      name: 'Horse Racing',
      imageUrl: '/demo/golden-race/images/10101.svg',
    });
    const image = await platform.get('/demo/golden-race/images/10101.svg');
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.text).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    const missing = await platform.get('/demo/golden-race/images/1.svg');
    expect(missing.statusCode).toBe(404);
  });

  it('should open a frame URL (the mobile game URL) that the browser navigates to', async () => {
    const response = await platform.get<{ url: string }>(
      '/api/golden_race/open_frame?game_id=10201&platform=mobile&lang=en',
      cookies.player,
    );
    expect(response.body.data.url).toMatch(/^\/demo\/golden-race\/\?session=[\w-]{24}$/);
    const page = await loadPage(platform, response.body.data.url);
    expect(page).toContain('<h1>Dog Racing</h1>');
    expect(expectFoldedDetails(page)).toContain('Platform: mobile · lang=en');
    expect(page).toContain('Demo game of Golden Race');
    expect(page).toContain('href="/virtual-games/golden-race"');
    expect(page.match(/class="runner"/g)).toHaveLength(6);
  });

  it('should create a session with sessionId and sessionUrl', async () => {
    const response = await platform.post<{ sessionId: string; sessionUrl: string }>(
      '/api/golden_race/create_session',
      { game_id: 10301, platform: 'desktop' },
      cookies.player,
    );
    const { sessionId, sessionUrl } = response.body.data;
    expect(sessionUrl).toBe(`/demo/golden-race/?session=${sessionId}`);
    const page = await loadPage(platform, sessionUrl);
    expect(page).toContain('Motor Racing');
    expect(expectFoldedDetails(page)).toContain('Plataforma: desktop · lang=es');
    expect(page).toContain('Juego de demostración de Golden Race');
  });

  it('should refuse unknown games and bad input, guests and other roles', async () => {
    const unknown = await platform.get('/api/golden_race/open_frame?game_id=5', cookies.player);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, data: [], codeStatus: 404 });
    const bad = await platform.post(
      '/api/golden_race/create_session',
      { game_id: 10101, platform: 'tv' },
      cookies.player,
    );
    expect(bad.statusCode).toBe(400);
    await expectPlayerOnly(
      (cookie) => platform.get('/api/golden_race/game_list', cookie),
      cookies.staff,
    );
    await expectPlayerOnly(
      (cookie) => platform.get('/api/golden_race/open_frame?game_id=10101', cookie),
      cookies.staff,
    );
    await expectPlayerOnly(
      (cookie) => platform.post('/api/golden_race/create_session', { game_id: 10101 }, cookie),
      cookies.staff,
    );
  });

  it('should show an expired or unknown session as a 404 page with the way back', async () => {
    const response = await platform.post<{ sessionUrl: string }>(
      '/api/golden_race/create_session',
      { game_id: 10101 },
      cookies.player,
    );
    platform.clock.advance(oneHourAndASecond);
    const page = await loadPage(platform, response.body.data.sessionUrl, 404);
    expect(page).toContain('La sesión no existe o ha caducado.');
    expect(page).toContain('href="/virtual-games/golden-race"');
  });
});

describe('bet-radar virtual sports', () => {
  it('should list the raw games of every merchant and filter to one merchant', async () => {
    const raw = await platform.get<VirtualSportsGame[]>('/api/betradar/games', cookies.player);
    expect(raw.body.data).toHaveLength(38);
    expect(new Set(raw.body.data.map((game) => game.MerchantName))).toEqual(
      new Set(['BetRadar', 'Kiron', 'Leap']),
    );
    const ours = await platform.get<VirtualSportsGame[]>(
      '/api/betradar/games?merchant=betradar',
      cookies.player,
    );
    expect(ours.body.data).toHaveLength(32);
    expect(ours.body.data[0]).toEqual({
      PageCode: 'br_football_league',
      MerchantName: 'BetRadar',
      Trans: {
        es: 'Fútbol virtual Liga',
        en: 'Virtual Football League',
        pt: 'Futebol virtual Liga',
      },
      ImageURL: '/demo/bet-radar/images/br_football_league.svg',
    });
    const image = await platform.get('/demo/bet-radar/images/br_tennis_cup.svg');
    expect(image.text).toContain('Virtual Tennis Cup');
    await expectPlayerOnly((cookie) => platform.get('/api/betradar/games', cookie), cookies.staff);
  });

  it('should start a session with page code and argument 1 and return the game address', async () => {
    const response = await platform.post<{ game_url: string }>(
      '/api/betradar/session',
      { page_code: 'br_hockey_world', arg: 1 },
      cookies.player,
    );
    expect(response.body.data.game_url).toMatch(/^\/demo\/bet-radar\/\?session=[\w-]{24}$/);
    const page = await loadPage(platform, response.body.data.game_url);
    expect(page).toContain('<h1>Hockey virtual Mundial</h1>');
    expect(page).toContain('Plataforma: mobile');
    expect(page).toContain('href="/bet-radar"');
    expect(page).toContain('Polar Bears');
  });

  it("should refuse another merchant's game, a bad argument, guests and other roles", async () => {
    const foreign = await platform.post(
      '/api/betradar/session',
      { page_code: 'kr_football', arg: 1 },
      cookies.player,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toMatchObject({ errorMessage: 'Unknown game', codeStatus: 404 });
    const bad = await platform.post(
      '/api/betradar/session',
      { page_code: 'br_hockey_world', arg: 2 },
      cookies.player,
    );
    expect(bad.statusCode).toBe(400);
    await expectPlayerOnly(
      (cookie) =>
        platform.post('/api/betradar/session', { page_code: 'br_hockey_world', arg: 1 }, cookie),
      cookies.staff,
    );
  });

  it('should not open a golden race session on the bet-radar page', async () => {
    const response = await platform.post<{ sessionId: string }>(
      '/api/golden_race/create_session',
      { game_id: 10101 },
      cookies.player,
    );
    await loadPage(platform, `/demo/bet-radar/?session=${response.body.data.sessionId}`, 404);
  });
});
