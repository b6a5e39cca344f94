import { describe, expect, it } from 'vitest';
import { debit } from '../../money/ledger.ts';
import { withTestPlatform } from '../../testing.ts';
import { responsibleGamingCodes } from './codes.ts';
import { marketingRefusal } from './enforcement.ts';
import { exclude } from './store.ts';
import { hourMs, newPlayer, protectionOf, type Bettor, type RgState } from './testSupport.ts';

const platform = withTestPlatform();
const codes = responsibleGamingCodes;

const topUp = (player: Bettor, amount: number) =>
  platform.post('/api/payment/freekassa/init', { amount, payment_mode: 63 }, player.cookie);

const paymentsOf = (player: Bettor) =>
  platform.context.database
    .prepare('SELECT COUNT(*) FROM payments WHERE user_id = ?')
    .pluck()
    .get(player.id) as number;

/** A lost casino round, as the ledger writes one. */
function loseAtCasino(player: Bettor, amount: number) {
  const { database } = platform.context;
  database.transaction(() =>
    debit(database, {
      userId: player.id,
      cents: amount * 100,
      kind: 'casino-bet',
      reference: `casino-round:test:${player.id}`,
      at: platform.clock.now(),
    }),
  )();
}

/** Every call that stakes, each schema-valid, so only the player's protection can refuse it. */
const stakingCalls = (player: Bettor) => ({
  bet: () =>
    platform.post(
      '/api/bet/place',
      { coupon: { lang: 'en', sum: 10, acceptCoefChanges: false, bets: [{ id: '1:1', coef: 2 }] } },
      player.cookie,
    ),
  toto: () =>
    platform.post('/api/tota/ticket', { toto_id: 1, bets: ['1:1'], amount: 10 }, player.cookie),
  casinoSession: () =>
    platform.post('/api/casino/session', { provider: 'outcome', gameId: 1301 }, player.cookie),
  twentyOne: () => platform.post('/api/casino/get_init_params', { game_type: 0 }, player.cookie),
  universalRace: () => platform.get('/api/universalrace/login', player.cookie),
});

async function expectPlayRefused(player: Bettor, code: number) {
  for (const [name, call] of Object.entries(stakingCalls(player))) {
    const response = await call();
    expect({ name, status: response.statusCode, code: response.body.codeStatus }).toEqual({
      name,
      status: 403,
      code,
    });
  }
}

describe('deposit limits', () => {
  it('should refuse a top-up past the limit before any payment starts (330)', async () => {
    const player = await newPlayer(platform);
    await protectionOf(platform, player).setLimit('deposit', 'day', 100);
    const refused = await topUp(player, 200);
    expect(refused).toMatchObject({
      statusCode: 403,
      body: {
        success: false,
        codeStatus: codes.depositLimit,
        data: { period: 'day', limit: 100, used: 0, remaining: 100 },
      },
    });
    expect(paymentsOf(player)).toBe(0);
    expect((await topUp(player, 60)).statusCode).toBe(200);
    // A payment still in process counts: two checkouts cannot pass the limit together.
    const second = await topUp(player, 50);
    expect(second.body).toMatchObject({
      codeStatus: codes.depositLimit,
      data: { used: 60, remaining: 40 },
    });
    expect((await topUp(player, 40)).statusCode).toBe(200);
    expect(paymentsOf(player)).toBe(2);
  });
});

describe('loss and session-time limits', () => {
  it('should refuse every kind of stake once the net loss reaches the limit (331)', async () => {
    const player = await newPlayer(platform);
    const protection = protectionOf(platform, player);
    await protection.setLimit('loss', 'day', 50);
    loseAtCasino(player, 49);
    // Below the limit the calls go on to their own checks (not a 403 of ours).
    expect((await stakingCalls(player).twentyOne()).statusCode).toBe(200);
    loseAtCasino(player, 1);
    await expectPlayRefused(player, codes.lossLimit);
    const state = (await protection.state()).body.data;
    expect(state.usage.day?.netLoss).toBe(50);
    // Protection limits play, not the account: a top-up still starts.
    expect((await topUp(player, 20)).statusCode).toBe(200);
  });

  it('should let play resume in the next period', async () => {
    const player = await newPlayer(platform);
    await protectionOf(platform, player).setLimit('loss', 'day', 10);
    loseAtCasino(player, 10);
    expect((await stakingCalls(player).twentyOne()).body.codeStatus).toBe(codes.lossLimit);
    const nextDay = new Date(platform.clock.now());
    nextDay.setUTCHours(24, 0, 0, 0);
    platform.clock.set(nextDay);
    expect((await stakingCalls(player).twentyOne()).statusCode).toBe(200);
  });

  it('should refuse play once the session time is over the limit (332)', async () => {
    const player = await newPlayer(platform);
    await protectionOf(platform, player).setLimit('session', 'day', 60);
    platform.clock.set(new Date(platform.clock.now()).setUTCHours(8, 0, 0, 0));
    const signedIn = { ...player, cookie: await platform.signIn(`${player.email}`, 'demo1234') };
    platform.clock.advance(59 * 60 * 1000);
    expect((await stakingCalls(signedIn).twentyOne()).statusCode).toBe(200);
    platform.clock.advance(60 * 1000);
    await expectPlayRefused(signedIn, codes.sessionLimit);
  });

  it('should count the time of two sessions at once only once', async () => {
    const player = await newPlayer(platform);
    await protectionOf(platform, player).setLimit('session', 'day', 60);
    platform.clock.set(new Date(platform.clock.now()).setUTCHours(8, 0, 0, 0));
    const phone = await platform.signIn(player.email, 'demo1234');
    const laptop = await platform.signIn(player.email, 'demo1234');
    platform.clock.advance(30 * 60 * 1000);
    await platform.get('/api/user/check', phone);
    platform.clock.advance(20 * 60 * 1000);
    const answer = await platform.get<RgState>('/api/user/responsible-gaming', laptop);
    expect(answer.body.data?.usage.day?.sessionMinutes).toBe(50);
    expect((await stakingCalls({ ...player, cookie: laptop }).twentyOne()).statusCode).toBe(200);
  });
});

describe('time-out and self-exclusion', () => {
  it('should end the sessions of a timed-out player and refuse sign-in until the end (333)', async () => {
    const player = await newPlayer(platform);
    const start = platform.clock.nowMs();
    const response = await protectionOf(platform, player).exclude('timeout', 1);
    const until = new Date(start + 24 * hourMs).toISOString();
    expect(response.body.data).toEqual({
      exclusion: { kind: 'timeout', startedAt: new Date(start).toISOString(), until },
    });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    expect((await platform.get('/api/user/check', player.cookie)).statusCode).toBe(401);
    const signIn = () =>
      platform.post('/api/user/login/email', { email: player.email, password: 'demo1234' });
    expect(await signIn()).toMatchObject({
      statusCode: 403,
      body: { codeStatus: codes.timedOut, data: { kind: 'timeout', until } },
    });
    platform.clock.advance(24 * hourMs);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('should refuse a self-excluded player for good (334) and every way they were signed in', async () => {
    const player = await newPlayer(platform);
    const other = await platform.signIn(player.email, 'demo1234');
    const { database } = platform.context;
    const response = await protectionOf(platform, player).exclude('self-exclusion', null);
    expect(response.body.data).toMatchObject({
      exclusion: { kind: 'self-exclusion', until: null },
    });
    expect((await platform.get('/api/user/check', other)).statusCode).toBe(401);
    for (const table of ['sessions', 'casino_sessions', 'integration_tokens']) {
      const count = database
        .prepare(`SELECT COUNT(*) FROM ${table} WHERE user_id = ?`)
        .pluck()
        .get(player.id);
      expect({ table, count }).toEqual({ table, count: 0 });
    }
    platform.clock.advance(3 * 365 * 24 * hourMs);
    const signIn = await platform.post('/api/user/login', {
      login: player.email,
      password: 'demo1234',
    });
    expect(signIn).toMatchObject({
      statusCode: 403,
      body: { codeStatus: codes.selfExcluded, data: { kind: 'self-exclusion', until: null } },
    });
  });

  it('should never shorten or lift an exclusion, only lengthen it', async () => {
    const player = await newPlayer(platform);
    const { database } = platform.context;
    const now = platform.clock.now();
    expect(exclude(database, player.id, { kind: 'self-exclusion', days: 182 }, now).status).toBe(
      'excluded',
    );
    const shorter = exclude(database, player.id, { kind: 'timeout', days: 30 }, now);
    expect(shorter).toMatchObject({
      status: 'not-shortenable',
      current: { kind: 'self-exclusion' },
    });
    expect(exclude(database, player.id, { kind: 'self-exclusion', days: 365 }, now).status).toBe(
      'excluded',
    );
    expect(exclude(database, player.id, { kind: 'self-exclusion', days: null }, now).status).toBe(
      'excluded',
    );
    expect(exclude(database, player.id, { kind: 'self-exclusion', days: 1825 }, now).status).toBe(
      'not-shortenable',
    );
  });

  it('should offer no call that lifts an exclusion', async () => {
    const player = await newPlayer(platform);
    for (const method of ['DELETE', 'PUT'] as const) {
      const response = await platform.request({
        method,
        url: '/api/user/responsible-gaming/exclusion',
        payload: {},
        cookie: player.cookie,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('should refuse marketing to a self-excluded account (337), not to a timed-out one', async () => {
    const excluded = await newPlayer(platform);
    const timedOut = await newPlayer(platform);
    const { database } = platform.context;
    const now = platform.clock.now();
    exclude(database, excluded.id, { kind: 'self-exclusion', days: 182 }, now);
    exclude(database, timedOut.id, { kind: 'timeout', days: 1 }, now);
    expect(marketingRefusal(platform.context, { id: excluded.id })?.code).toBe(codes.noMarketing);
    expect(marketingRefusal(platform.context, { id: timedOut.id })).toBeUndefined();
  });
});
