import { describe, expect, it } from 'vitest';
import { matching, withSessions, withTestPlatform } from '../../../testing.ts';
import { expectPlayerOnly, hostile, loadPage, oneHourAndASecond } from '../shared/testHelpers.ts';
import { inbetCoefficient } from './coefficients.ts';
import { spinMultiplier } from './slot.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff', 'partner');

interface Billing {
  balance: number;
  credits: number;
  currency: string;
  coefficient: number;
  spin?: { reels: string[]; bet: number; win: number };
}

const getToken = async (cookie = cookies.player) =>
  (await platform.get<{ token: string }>('/api/inbet/get_token?game=fruits-5&lang=en-US', cookie))
    .body.data.token;

const billing = (payload: object) => platform.post<Billing>('/api/inbet/billing', payload);

describe('inbet coefficients', () => {
  it('should default to 100 for a currency without its own coefficient', () => {
    expect(inbetCoefficient('CLP')).toBe(1);
    expect(inbetCoefficient('USD')).toBe(100);
    expect(inbetCoefficient('XYZ')).toBe(100);
  });

  it('should pay three of a kind by symbol and return the stake for two', () => {
    expect(spinMultiplier(['7', '7', '7'])).toBe(20);
    expect(spinMultiplier(['BAR', 'BAR', 'BAR'])).toBe(10);
    expect(spinMultiplier(['BELL', 'BELL', 'BELL'])).toBe(5);
    expect(spinMultiplier(['BELL', 'LEMON', 'BELL'])).toBe(1);
    expect(spinMultiplier(['7', 'LEMON', 'BELL'])).toBe(0);
  });
});

describe('GET /api/inbet/get_token', () => {
  it('should give a player everything the launcher init takes', async () => {
    const response = await platform.get(
      '/api/inbet/get_token?game=fruits-5&lang=pt',
      cookies.player,
    );
    expect(response.body.data).toEqual({
      token: matching(/^[\w-]{32}$/),
      expires_at: '2026-11-18T13:00:00.000Z',
      game: 'fruits-5',
      path: '/demo/inbet/',
      billing: '/api/inbet/billing',
      script: '/demo/inbet/launcher.js',
      coefficient: 1,
      currency: 'CLP',
      language: 'pt_PT',
      language_id: 8,
      home: '/slots/main',
    });
  });

  it('should refuse a malformed game id, guests and other roles', async () => {
    const bad = await platform.get(
      `/api/inbet/get_token?game=${encodeURIComponent(hostile)}`,
      cookies.player,
    );
    expect(bad.statusCode).toBe(400);
    await expectPlayerOnly(
      (cookie) => platform.get('/api/inbet/get_token?game=x', cookie),
      cookies.staff,
    );
  });
});

describe('POST /api/inbet/billing', () => {
  it('should report the balance in money and credits', async () => {
    const token = await getToken();
    const response = await billing({ token, action: 'balance' });
    expect(response.body.data).toEqual({
      balance: 1000,
      credits: 1000,
      currency: 'CLP',
      digits: 0,
      coefficient: 1,
    });
  });

  it('should debit each bet and credit each win in the ledger', async () => {
    const token = await getToken();
    const { database } = platform.context;
    let balance = 1000;
    for (let spin = 0; spin < 15; spin++) {
      const response = await billing({ token, action: 'spin', bet: 10 });
      const result = response.body.data;
      expect(result.spin?.reels).toHaveLength(3);
      const multiplier = spinMultiplier(
        (result.spin?.reels ?? []) as Parameters<typeof spinMultiplier>[0],
      );
      expect(result.spin?.win).toBe(10 * multiplier);
      balance += -10 + (result.spin?.win ?? 0);
      expect(result.balance).toBe(balance);
      expect(result.credits).toBe(balance);
    }
    const totals = database
      .prepare(
        "SELECT kind, SUM(amount_cents) AS cents FROM ledger WHERE reference LIKE 'inbet:%' GROUP BY kind ORDER BY kind",
      )
      .all() as Array<{ kind: string; cents: number }>;
    expect(totals[0]).toEqual({ kind: 'casino-bet', cents: -15 * 1000 });
    const won = totals.find((row) => row.kind === 'casino-win')?.cents ?? 0;
    expect(100000 - 15000 + won).toBe(balance * 100);
  });

  it('should refuse a spin without a bet, above the balance, or with a bad token', async () => {
    const token = await getToken();
    expect((await billing({ token, action: 'spin' })).statusCode).toBe(400);
    const partnerToken = await getToken(cookies.partner);
    const broke = await billing({ token: partnerToken, action: 'spin', bet: 1 });
    expect(broke.body).toMatchObject({ success: false, codeStatus: 501 });
    const unknown = await billing({ token: 'nope', action: 'balance' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, codeStatus: 1 });
    platform.clock.advance(oneHourAndASecond);
    expect((await billing({ token, action: 'balance' })).statusCode).toBe(401);
  });
});

describe('inbet launcher', () => {
  it('should serve a launcher that defines window.InbetLauncher.init', async () => {
    const script = await platform.get('/demo/inbet/launcher.js');
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.text).toContain('window.InbetLauncher = { version:');
    expect(script.text).toContain("sameOriginPath(options.homePage, '/slots/main')");
  });

  it('should host the launcher on a stand-alone page with escaped values', async () => {
    const page = await loadPage(
      platform,
      `/demo/inbet/?game=${encodeURIComponent(hostile)}&token=t&lang=en&currency=CLP&kf=1&home=javascript:x`,
    );
    expect(page).toContain('src="/demo/inbet/launcher.js"');
    expect(page).toContain('src="/demo/inbet/page.js"');
    expect(page).toContain('data-game="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('data-language="en_US"');
    expect(page).toContain('data-home="/slots/main"');
    expect(page).toContain('data-coefficient="1"');
  });
});
