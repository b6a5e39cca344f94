import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { seededAccounts, testClockStart, withSessions, withTestPlatform } from '../../testing.ts';
import { createBettor } from '../bets/fixtures.ts';
import { tickFreeBetCampaign } from './freeBetCampaign.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'partner');
let database: PlatformDatabase;
/** The turnover tests use the partner account: the bets seed gives the demo player stakes. */
let bettorId: number;

beforeAll(() => {
  database = platform.context.database;
  ({ id: bettorId } = database
    .prepare("SELECT id FROM users WHERE login = 'partner@demo.test'")
    .get() as { id: number });
});

beforeEach(() => {
  platform.clock.set(testClockStart);
});

const activate = (payload?: object, asCookie = cookies.player) =>
  platform.post('/api/user/activate-free-bets', payload, asCookie);

const stats = async () =>
  (await platform.get<Record<string, unknown>>('/api/user/actualFreeBetStats', cookies.partner))
    .body;

const freeBets = (userId = 1) =>
  database
    .prepare(
      'SELECT free_bets_active AS active, free_bets_inactive AS inactive FROM users WHERE id = ?',
    )
    .get(userId) as { active: number; inactive: number };

const usersWithFreeBets = () =>
  (
    database
      .prepare(
        'SELECT COUNT(*) AS count FROM users WHERE free_bets_active > 0 OR free_bets_inactive > 0',
      )
      .get() as { count: number }
  ).count;

/** Players whose real-money stakes settled won or lost in [from, to) earn a free bet. */
const usersEarning = (from: string, to: string) =>
  (
    database
      .prepare(
        `SELECT COUNT(*) AS count FROM (SELECT user_id FROM bet_coupons
         WHERE status IN (34, 4) AND is_free_bet = 0 AND settled_at >= ? AND settled_at < ?
         GROUP BY user_id HAVING SUM(amount_cents - bonus_cents) >= 120000)`,
      )
      .get(from, to) as { count: number }
  ).count;

let stakes = 0;

/** A stake the campaign counts: a money coupon settled (lost) at `at`, as the bets module stores it. */
function stake(amount: number, at: string, userId = bettorId) {
  stakes += 1;
  database
    .prepare(
      `INSERT INTO bet_coupons (code, user_id, kind, currency, lang, amount_cents, total_coef,
         status, win_cents, placed_at, settled_at)
       VALUES (?, ?, 0, 'CLP', 'es', ?, 2, 4, 0, ?, ?)`,
    )
    .run(`turnover-${stakes}`, userId, amount * 100, at, at);
}

describe('POST /api/user/activate-free-bets', () => {
  it('should refuse off Wednesday (Moscow time) with code 105 and change nothing', async () => {
    // Wednesday 21:00 UTC is already Thursday in Moscow.
    platform.clock.set('2026-11-18T21:00:00Z');
    const response = await activate();
    expect(response.body).toEqual({
      success: false,
      data: null,
      errorMessage: 'Los freebets solo se pueden reclamar los miércoles',
      codeStatus: 105,
    });
    expect(freeBets()).toEqual({ active: 0, inactive: 2 });
  });

  it('should move the seeded inactive free bets to active on Wednesday', async () => {
    const response = await activate();
    expect(response.body).toEqual({
      success: true,
      data: { active: 2, inactive: 0 },
      errorMessage: null,
      codeStatus: 0,
    });
    expect(freeBets()).toEqual({ active: 2, inactive: 0 });
    const again = await activate({});
    expect(again.body).toMatchObject({
      success: false,
      codeStatus: 105,
      errorMessage: 'No tiene freebets para reclamar',
    });
  });

  it('should refuse guests with code 1', async () => {
    const guest = await platform.post('/api/user/activate-free-bets');
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  });
});

describe('GET /api/user/actualFreeBetStats', () => {
  it('should sum the stakes settled this week since Monday 00:00 Moscow', async () => {
    // Sunday 20:59 UTC is still last week in Moscow; Sunday 21:00 UTC is Monday 00:00 there.
    stake(5000, '2026-11-15T20:59:00Z');
    stake(1199, '2026-11-15T21:00:00Z');
    const first = await stats();
    expect(first.data).toMatchObject({
      bets_total_now: 1199,
      possible_free_bets: 0,
      active: 0,
      inactive: 0,
      is_claim_day: true,
      week_start: '2026-11-15T21:00:00.000Z',
      next_claim_day: '2026-11-24T21:00:00.000Z',
      expires_at: '2026-11-22T09:00:00.000Z',
      time_zone: 'Europe/Moscow',
      free_bet_amount: 100,
      turnover_per_free_bet: 1200,
      max_per_week: 5,
    });
    stake(1, '2026-11-17T10:00:00Z');
    expect((await stats()).data).toMatchObject({ bets_total_now: 1200, possible_free_bets: 1 });
    stake(10_000, '2026-11-18T11:00:00Z');
    expect((await stats()).data).toMatchObject({ bets_total_now: 11_200, possible_free_bets: 5 });
  });

  it('should refuse guests with code 1', async () => {
    const guest = await platform.get('/api/user/actualFreeBetStats');
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  });
});

describe('campaign tick', () => {
  it('should expire unused free bets at Sunday 12:00 Moscow and award the week at Monday 00:00', () => {
    database
      .prepare('UPDATE users SET free_bets_active = 2, free_bets_inactive = 0 WHERE id = ?')
      .run(bettorId);
    // Nothing happens inside the week.
    expect(tickFreeBetCampaign(platform.context)).toEqual({ awards: 0, expiries: 0 });

    platform.clock.set('2026-11-22T08:59:59Z');
    tickFreeBetCampaign(platform.context);
    expect(freeBets(bettorId)).toEqual({ active: 2, inactive: 0 });

    platform.clock.set('2026-11-22T09:00:00Z');
    const holders = usersWithFreeBets();
    expect(tickFreeBetCampaign(platform.context)).toEqual({ awards: 0, expiries: holders });
    expect(freeBets(bettorId)).toEqual({ active: 0, inactive: 0 });
    expect(usersWithFreeBets()).toBe(0);

    // Monday 00:00 Moscow: the week's 11 200 of stakes (previous test) earn the maximum of 5.
    platform.clock.set('2026-11-22T21:00:00Z');
    const earners = usersEarning('2026-11-15T21:00:00.000Z', '2026-11-22T21:00:00.000Z');
    expect(tickFreeBetCampaign(platform.context)).toEqual({ awards: earners, expiries: 0 });
    expect(freeBets(bettorId)).toEqual({ active: 0, inactive: 5 });
    expect(
      database.prepare('SELECT * FROM free_bet_awards WHERE user_id = ?').get(bettorId),
    ).toMatchObject({
      week_start: '2026-11-15T21:00:00.000Z',
      turnover_cents: 1_120_000,
      earned: 5,
    });
    // A second tick at the same moment changes nothing.
    expect(tickFreeBetCampaign(platform.context)).toEqual({ awards: 0, expiries: 0 });
  });

  it('should make the awarded free bets claimable on the next Wednesday only', async () => {
    // Days pass between these calls: sessions end after a day idle, so the partner signs in anew.
    const activateAsPartner = async () =>
      activate(undefined, await platform.signIn(seededAccounts.partner));
    platform.clock.set('2026-11-24T12:00:00Z');
    expect((await activateAsPartner()).body).toMatchObject({ codeStatus: 105 });
    platform.clock.set('2026-11-25T12:00:00Z');
    expect((await activateAsPartner()).body).toMatchObject({
      data: { active: 5, inactive: 0 },
    });
  });

  it('should catch up boundaries jumped over and not act when the clock goes back', () => {
    stake(2400, '2026-11-24T10:00:00Z');
    // Jump two weeks ahead: expiry 29 Nov, award for 23-30 Nov (2 free bets), expiry 6 Dec,
    // award for an empty week. The expiry of 6 Dec clears the 2 awarded on 30 Nov.
    platform.clock.set('2026-12-08T12:00:00Z');
    const result = tickFreeBetCampaign(platform.context);
    expect(result.awards).toBeGreaterThanOrEqual(1);
    expect(
      database
        .prepare('SELECT earned FROM free_bet_awards WHERE user_id = ? AND week_start = ?')
        .get(bettorId, '2026-11-22T21:00:00.000Z'),
    ).toEqual({ earned: 2 });
    expect(freeBets(bettorId)).toEqual({ active: 0, inactive: 0 });
    platform.clock.set('2026-11-18T12:00:00Z');
    expect(tickFreeBetCampaign(platform.context)).toEqual({ awards: 0, expiries: 0 });
  });
});

describe('the campaign’s currency', () => {
  it('should neither promise nor award free bets to an account in another currency', async () => {
    // The demo brand's campaign pays in pesos (campaigns.freeBets.currency: CLP).
    expect(platform.context.brand.freeBetCurrency).toBe('CLP');
    platform.clock.set('2026-12-09T12:00:00Z');
    const dollars = await createBettor(platform, { currency: 'USD' });
    stake(5000, '2026-12-09T10:00:00Z', dollars.id);
    stake(1200, '2026-12-09T10:00:00Z', bettorId);
    const answer = await platform.get<Record<string, unknown>>(
      '/api/user/actualFreeBetStats',
      dollars.cookie,
    );
    expect(answer.body.data).toMatchObject({ bets_total_now: 5000, possible_free_bets: 0 });

    // Monday 14 December 00:00 Moscow: the peso account is awarded, the dollar one is not.
    platform.clock.set('2026-12-13T21:00:00Z');
    tickFreeBetCampaign(platform.context);
    expect(freeBets(bettorId)).toEqual({ active: 0, inactive: 1 });
    expect(freeBets(dollars.id)).toEqual({ active: 0, inactive: 0 });
    expect(
      database.prepare('SELECT 1 FROM free_bet_awards WHERE user_id = ?').get(dollars.id),
    ).toBeUndefined();
  });
});
