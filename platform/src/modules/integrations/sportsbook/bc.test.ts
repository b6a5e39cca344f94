import { describe, expect, it } from 'vitest';
import {
  anyNumber,
  anyString,
  containing,
  matching,
  withSessions,
  withTestPlatform,
} from '../../../testing.ts';
import {
  expectFoldedDetails,
  expectPlayerOnly,
  hostile,
  hostileEscaped,
  loadPage,
  oneHourAndASecond,
} from '../shared/testHelpers.ts';
import type { SportsbookBet } from './history.ts';
import { seedSportsbookBets } from './seed.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff', 'partner');

const newToken = async () => {
  const response = await platform.post<{ token: string; expires_at: string }>(
    '/api/sportsbook/bc/token',
    {},
    cookies.player,
  );
  return response.body.data.token;
};

const history = (payload: object) =>
  platform.post<{ bets: SportsbookBet[]; count: number }>(
    '/api/sportsbook/bc/history',
    payload,
    cookies.player,
  );

describe('POST /api/sportsbook/bc/token', () => {
  it('should give a player a token that expires in one hour', async () => {
    const response = await platform.post('/api/sportsbook/bc/token', {}, cookies.player);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      codeStatus: 0,
      data: { token: matching(/^[\w-]{32}$/), expires_at: '2026-11-18T13:00:00.000Z' },
    });
  });

  it('should refuse guests with code 1 and other roles with code 404', async () => {
    await expectPlayerOnly(
      (cookie) => platform.post('/api/sportsbook/bc/token', {}, cookie),
      cookies.staff,
    );
  });

  it('should refuse a player for whom the provider is banned', async () => {
    const { database } = platform.context;
    const partnerId = (
      database.prepare("SELECT id FROM users WHERE email = 'partner@demo.test'").get() as {
        id: number;
      }
    ).id;
    database
      .prepare("INSERT INTO user_banned_providers (user_id, provider) VALUES (?, 'bc')")
      .run(partnerId);
    const response = await platform.post('/api/sportsbook/bc/token', {}, cookies.partner);
    expect(response.statusCode).toBe(403);
    expect(response.body).toMatchObject({ success: false, data: [], codeStatus: 404 });
    database.prepare("DELETE FROM user_banned_providers WHERE provider = 'bc'").run();
  });

  it('should refuse any input in the body', async () => {
    const response = await platform.post('/api/sportsbook/bc/token', { page: 'x' }, cookies.player);
    expect(response.body.success).toBe(true);
    const malformed = await platform.post('/api/sportsbook/bc/token', '[1,2]', cookies.player, {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('POST /api/sportsbook/bc/history', () => {
  it("should page the player's seeded bets newest first with the total count", async () => {
    const first = await history({ page: 1 });
    expect(first.body.success).toBe(true);
    expect(first.body.data.count).toBe(42);
    expect(first.body.data.bets).toHaveLength(10);
    const [bet] = first.body.data.bets;
    expect(bet).toEqual({
      id: anyNumber(),
      date: matching(/^2026-11-1\dT/),
      betType: matching(/^(single|express|system)$/),
      gameType: matching(/^(prematch|live)$/),
      sport: anyString(),
      event: containing(' - '),
      market: anyString(),
      selection: anyString(),
      coef: anyNumber(),
      amount: anyNumber(),
      payout: 0,
      currency: 'CLP',
      status: 0,
    });
    const dates = first.body.data.bets.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await history({ page: 5 });
    expect(last.body.data.bets).toHaveLength(2);
    const beyond = await history({ page: 6 });
    expect(beyond.body.data).toEqual({ bets: [], count: 42 });
  });

  it('should filter by one status, sports (providers), game types and days', async () => {
    const won = await history({ page: 1, count: 50, status: 1 });
    expect(won.body.data.count).toBeGreaterThan(0);
    for (const bet of won.body.data.bets) {
      expect(bet.status).toBe(1);
      expect(bet.payout).toBeCloseTo(bet.amount * bet.coef, 0);
    }
    const football = await history({
      page: 1,
      count: 50,
      providers: 'football',
      gameTypes: ['live'],
    });
    expect(
      football.body.data.bets.every((bet) => bet.sport === 'football' && bet.gameType === 'live'),
    ).toBe(true);
    const both = await history({ page: 1, count: 50, status: [1, 2] });
    const all = await history({ page: 1, count: 50 });
    const settledCount = all.body.data.bets.filter(
      (bet) => bet.status === 1 || bet.status === 2,
    ).length;
    expect(both.body.data.count).toBe(settledCount);
    const today = await history({ page: 1, from: '2026-11-18', to: '2026-11-18' });
    expect(today.body.data.bets.every((bet) => bet.date.startsWith('2026-11-18'))).toBe(true);
    expect(today.body.data.count).toBeGreaterThan(0);
  });

  it.each([
    { page: 0 },
    { page: 1, status: 7 },
    { page: 1, from: '18.11.2026' },
    { page: 1, count: 500 },
  ])('should answer the malformed filter %j with a 400 envelope', async (payload) => {
    const response = await history(payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
  });

  it('should refuse guests with code 1 and other roles with code 404', async () => {
    await expectPlayerOnly(
      (cookie) => platform.post('/api/sportsbook/bc/history', { page: 1 }, cookie),
      cookies.staff,
    );
  });

  it('should seed only once', () => {
    seedSportsbookBets(platform.context);
    const { count } = platform.context.database
      .prepare('SELECT COUNT(*) AS count FROM sportsbook_bets')
      .get() as { count: number };
    expect(count).toBe(42 + 27);
  });
});

describe('/demo/bc frame pages', () => {
  it.each([
    ['live', 'eng', 'Live'],
    ['sports', 'spa', 'Prepartido'],
    ['bet-history', 'por', 'Histórico de apostas'],
  ])('should render the %s section in %s with a valid token', async (section, lang, title) => {
    const token = await newToken();
    const page = await loadPage(platform, `/demo/bc/${section}?lang=${lang}&token=${token}`);
    expect(page).toContain(`<h1>`);
    expect(page).toContain(title);
    const details = expectFoldedDetails(page);
    expect(details).toContain(`lang=${lang}`);
    expect(details).toContain('data-valid="true"');
    expect(page).toContain('src="/demo/bc/app.js"');
  });

  it('should list upcoming events with their match-result odds, labelled as a demo', async () => {
    const token = await newToken();
    const page = await loadPage(platform, `/demo/bc/sports?lang=eng&token=${token}`);
    expect(page).toContain('<h1>Demo sportsbook of BetConstruct</h1>');
    expect(page).toContain('Demo odds: no bets are taken here.');
    const events = page.match(/<li data-event-id="\d+">/g) ?? [];
    expect(events.length).toBeGreaterThan(0);
    expect(page).toMatch(
      /class="odds" role="group" aria-label="Match result">(<div class="odd" data-odd-type="\d+"><span>[12X]<\/span>\d+\.\d\d<\/div>){2,3}</,
    );
  });

  it("should list the token owner's bets in the history section, ten a page", async () => {
    const token = await newToken();
    const page = await loadPage(platform, `/demo/bc/bet-history?lang=eng&token=${token}&page=2`);
    expect(page.match(/data-bet-id=/g)).toHaveLength(10);
    expect(page).toMatch(/aria-current="page"\s*>\s*2\s*<\/a>/);
  });

  it('should show an expired token as invalid and no bets', async () => {
    const token = await newToken();
    platform.clock.advance(oneHourAndASecond);
    const page = await loadPage(platform, `/demo/bc/bet-history?lang=eng&token=${token}`);
    expect(page).toContain('data-valid="false"');
    expect(page).toContain('Token invalid or expired');
    expect(page).not.toContain('data-bet-id');
  });

  it('should escape hostile query values', async () => {
    const page = await loadPage(
      platform,
      `/demo/bc/live?lang=${encodeURIComponent('<b>')}&token=${encodeURIComponent(hostile)}`,
    );
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<b>');
    expect(expectFoldedDetails(page)).toContain('lang=spa');
    expect(page).toContain('token=%22%3E%3Cscript%3E');
    expect(hostileEscaped).not.toContain('<');
  });

  it('should serve the page script', async () => {
    const script = await platform.get('/demo/bc/app.js');
    expect(script.text).toContain('startTokenCountdown()');
  });
});
