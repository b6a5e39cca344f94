import { describe, expect, it } from 'vitest';
import { matching, withSessions, withTestPlatform } from '../../../testing.ts';
import {
  expectFoldedDetails,
  expectPlayerOnly,
  hostile,
  loadPage,
  oneHourAndASecond,
} from '../shared/testHelpers.ts';
import type { SportsbookBet } from './history.ts';

const partner = { 'x-partner-name': 'demo' };

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff', 'partner');

const genToken = async () =>
  (await platform.post<{ token: string }>('/api/digitain/GenToken', {}, cookies.player)).body.data
    .token;

const betsHistory = (payload: object, authorization?: string) =>
  platform.post<{ bets: SportsbookBet[]; count: number }>(
    '/api/digitain/GetBetsHistory',
    payload,
    undefined,
    authorization ? { authorization } : {},
  );

describe('GET /api/digitain/front/token', () => {
  it('should give a player a token for the partner of this deployment', async () => {
    const response = await platform.get('/api/digitain/front/token', cookies.player, partner);
    expect(response.body).toMatchObject({
      success: true,
      data: {
        token: matching(/^[\w-]{32}$/),
        partner: 'demo',
        expires_at: '2026-11-18T13:00:00.000Z',
      },
    });
  });

  it('should require the partner header and refuse an unknown partner', async () => {
    const missing = await platform.get('/api/digitain/front/token', cookies.player);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({ success: false, codeStatus: 400 });
    const unknown = await platform.get('/api/digitain/front/token', cookies.player, {
      'x-partner-name': 'other',
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.body).toMatchObject({
      success: false,
      errorMessage: 'Unknown partner',
      codeStatus: 404,
    });
  });

  it('should refuse guests with code 1 and other roles with code 404', async () => {
    await expectPlayerOnly(
      (cookie) => platform.get('/api/digitain/front/token', cookie, partner),
      cookies.staff,
    );
  });
});

describe('POST /api/digitain/GenToken and GetBetsHistory', () => {
  it('should give a player a history token and refuse guests and other roles', async () => {
    expect(await genToken()).toMatch(/^[\w-]{32}$/);
    await expectPlayerOnly(
      (cookie) => platform.post('/api/digitain/GenToken', {}, cookie),
      cookies.staff,
    );
  });

  it('should page the bets of the token owner with the Authorization header', async () => {
    const token = await genToken();
    const first = await betsHistory({ count: 10, page: 1 }, `Bearer ${token}`);
    expect(first.body.success).toBe(true);
    expect(first.body.data.count).toBe(27);
    expect(first.body.data.bets).toHaveLength(10);
    const third = await betsHistory({ count: 10, page: 3 }, `Bearer ${token}`);
    expect(third.body.data.bets).toHaveLength(7);
    const ids = new Set([...first.body.data.bets, ...third.body.data.bets].map((bet) => bet.id));
    expect(ids.size).toBe(17);
  });

  it('should filter by start_date and end_date (inclusive days)', async () => {
    const token = await genToken();
    const all = await betsHistory({ count: 50, page: 1 }, `Bearer ${token}`);
    const window = await betsHistory(
      { count: 50, page: 1, start_date: '2026-11-01', end_date: '2026-11-10' },
      `Bearer ${token}`,
    );
    const expected = all.body.data.bets.filter(
      (bet) => bet.date >= '2026-11-01' && bet.date < '2026-11-11',
    );
    expect(window.body.data.count).toBe(expected.length);
    expect(window.body.data.bets.map((bet) => bet.id)).toEqual(expected.map((bet) => bet.id));
  });

  it('should accept the front token too, since both are digitain tokens', async () => {
    const front = await platform.get<{ token: string }>(
      '/api/digitain/front/token',
      cookies.player,
      partner,
    );
    const response = await betsHistory({ count: 5, page: 1 }, `Bearer ${front.body.data.token}`);
    expect(response.body.data.bets).toHaveLength(5);
  });

  it('should refuse a missing, foreign or expired token with code 1', async () => {
    const missing = await betsHistory({ count: 10, page: 1 });
    expect(missing.statusCode).toBe(401);
    expect(missing.body).toMatchObject({ success: false, codeStatus: 1 });
    const bc = await platform.post<{ token: string }>(
      '/api/sportsbook/bc/token',
      {},
      cookies.player,
    );
    const foreign = await betsHistory({ count: 10, page: 1 }, `Bearer ${bc.body.data.token}`);
    expect(foreign.body).toMatchObject({ success: false, codeStatus: 1 });
    const token = await genToken();
    platform.clock.advance(oneHourAndASecond);
    const expired = await betsHistory({ count: 10, page: 1 }, `Bearer ${token}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it('should answer a malformed body with a 400 envelope', async () => {
    const token = await genToken();
    const response = await betsHistory(
      { count: 0, page: 1, start_date: 'yesterday' },
      `Bearer ${token}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('/demo/digsport boot page', () => {
  it.each(['home', 'live', 'history'])('should boot on the %s route', async (route) => {
    const token = await genToken();
    const page = await loadPage(
      platform,
      `/demo/digsport/?token=${token}&lang=pt-PT&route=${route}`,
    );
    expect(expectFoldedDetails(page)).toContain(`lang=pt, route=${route}`);
    expect(page).toContain('<h1>Sportsbook de demonstração de Digitain</h1>');
    expect(page).toContain(`data-route="${route}">`);
    expect(page).not.toContain(`data-route="${route}" hidden`);
    expect(page).toContain('data-valid="true"');
    expect(page).toContain(`data-token="${token}"`);
    expect(page).toContain('src="/demo/digsport/app.js"');
  });

  it('should fall back to home and Spanish, escape values and show a bad token as invalid', async () => {
    const page = await loadPage(
      platform,
      `/demo/digsport/?token=${encodeURIComponent(hostile)}&lang=xx&route=${encodeURIComponent('"><b>')}`,
    );
    expect(expectFoldedDetails(page)).toContain('lang=es, route=home');
    expect(page).toContain('id="session-expired"');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<b>');
    expect(page).toContain('data-token="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('Token no válido o caducado');
  });

  it('should serve a script that reads the history with the Authorization header', async () => {
    const script = await platform.get('/demo/digsport/app.js');
    expect(script.text).toContain("'/api/digitain/GetBetsHistory'");
    expect(script.text).toContain("authorization: 'Bearer ' + data.token");
  });
});
