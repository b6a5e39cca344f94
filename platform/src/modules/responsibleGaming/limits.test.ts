import { describe, expect, it } from 'vitest';
import { credit, debit } from '../../money/ledger.ts';
import { withTestPlatform } from '../../testing.ts';
import { responsibleGamingCodes } from './codes.ts';
import { hourMs, limitOf, newPlayer, protectionOf, type RgState } from './testSupport.ts';

const platform = withTestPlatform();

const stateOf = async (protection: ReturnType<typeof protectionOf>) =>
  (await protection.state()).body.data;

describe('limits', () => {
  it('should put a new or lower limit in force at once', async () => {
    const player = await newPlayer(platform);
    const protection = protectionOf(platform, player);
    const set = await protection.setLimit('deposit', 'day', 100);
    expect(set.statusCode).toBe(200);
    expect(set.body.data).toEqual({
      kind: 'deposit',
      period: 'day',
      status: 'applied',
      value: 100,
    });
    await protection.setLimit('deposit', 'day', 50.5);
    expect(limitOf(await stateOf(protection), 'deposit', 'day')).toMatchObject({
      value: 50.5,
      pending: null,
    });
  });

  it("should keep a raise or a removal pending for the brand's cooling-off, then apply it", async () => {
    const player = await newPlayer(platform);
    const protection = protectionOf(platform, player);
    await protection.setLimit('loss', 'week', 100);
    const requestedAt = platform.clock.nowMs();
    const raise = await protection.setLimit('loss', 'week', 300);
    const effectiveAt = new Date(requestedAt + 24 * hourMs).toISOString();
    expect(raise.body.data).toEqual({
      kind: 'loss',
      period: 'week',
      status: 'pending',
      value: 300,
      effectiveAt,
    });
    expect(limitOf(await stateOf(protection), 'loss', 'week')).toMatchObject({
      value: 100,
      pending: { value: 300, effectiveAt },
    });
    platform.clock.advance(24 * hourMs - 1000);
    expect(limitOf(await stateOf(protection), 'loss', 'week')?.value).toBe(100);
    platform.clock.advance(1000);
    expect(limitOf(await stateOf(protection), 'loss', 'week')).toMatchObject({
      value: 300,
      pending: null,
    });

    const removal = await protection.setLimit('loss', 'week', null);
    expect(removal.body.data).toMatchObject({ status: 'pending', value: null });
    // A call half-way keeps the session from ending idle (24 h).
    platform.clock.advance(12 * hourMs);
    expect(limitOf(await stateOf(protection), 'loss', 'week')?.value).toBe(300);
    platform.clock.advance(12 * hourMs);
    expect(limitOf(await stateOf(protection), 'loss', 'week')).toMatchObject({
      value: null,
      pending: null,
    });
  });

  it('should drop a waiting raise when the player lowers the limit instead', async () => {
    const player = await newPlayer(platform);
    const protection = protectionOf(platform, player);
    await protection.setLimit('session', 'day', 120);
    await protection.setLimit('session', 'day', 240);
    await protection.setLimit('session', 'day', 60);
    expect(limitOf(await stateOf(protection), 'session', 'day')).toMatchObject({
      value: 60,
      pending: null,
    });
  });

  it('should refuse amounts the currency cannot hold and session limits in part minutes', async () => {
    const pesos = protectionOf(platform, await newPlayer(platform, 'CLP', 100_000));
    const halfPeso = await pesos.setLimit('deposit', 'day', 1000.5);
    expect(halfPeso).toMatchObject({
      statusCode: 400,
      body: { codeStatus: responsibleGamingCodes.invalidValue },
    });
    const minutes = await pesos.setLimit('session', 'day', 30.5);
    expect(minutes.body.codeStatus).toBe(responsibleGamingCodes.invalidValue);
  });

  it('should keep the reality-check interval the player sets', async () => {
    const player = await newPlayer(platform);
    const protection = protectionOf(platform, player);
    expect((await stateOf(protection)).realityCheck.intervalMinutes).toBe(60);
    const set = await platform.put(
      '/api/user/responsible-gaming/reality-check',
      { intervalMinutes: 30 },
      player.cookie,
    );
    expect(set.body.data).toEqual({ intervalMinutes: 30 });
    expect((await stateOf(protection)).realityCheck.intervalMinutes).toBe(30);
  });
});

describe('reality check', () => {
  it("should give the session's length, stakes, returns and net, and when the next check is due", async () => {
    const player = await newPlayer(platform);
    const signedInAt = platform.clock.nowMs();
    const cookie = await platform.signIn(player.email, 'demo1234');
    await platform.put(
      '/api/user/responsible-gaming/reality-check',
      { intervalMinutes: 30 },
      cookie,
    );
    const { database } = platform.context;
    const at = platform.clock.now();
    database.transaction(() => {
      debit(database, { userId: player.id, cents: 2000, kind: 'casino-bet', at });
      credit(database, { userId: player.id, cents: 500, kind: 'casino-win', at });
    })();
    platform.clock.advance(40 * 60 * 1000);
    const state = await platform.get<RgState>('/api/user/responsible-gaming', cookie);
    expect(state.body.data?.session).toEqual({
      startedAt: new Date(signedInAt).toISOString(),
      now: new Date(signedInAt + 40 * 60 * 1000).toISOString(),
      minutes: 40,
      intervalMinutes: 30,
      // The check at 30 minutes has not been answered: it is still the next one, and due.
      nextRealityCheckAt: new Date(signedInAt + 30 * 60 * 1000).toISOString(),
      realityCheckDue: true,
      stakes: 20,
      returns: 5,
      net: -15,
    });
    expect(state.body.data?.usage.day).toMatchObject({ netLoss: 15, sessionMinutes: 40 });
  });
});

describe('request validation', () => {
  it.each([
    ['limits', { kind: 'deposit', period: 'day', value: '100' }],
    ['limits', { kind: 'deposit', period: 'day', value: [100] }],
    ['limits', { kind: 'bonus', period: 'day', value: 100 }],
    ['limits', { kind: 'deposit', period: 'year', value: 100 }],
    ['limits', { kind: 'deposit', period: 'day', value: -5 }],
    ['limits', { kind: 'deposit', period: 'day' }],
    ['reality-check', { intervalMinutes: '30' }],
    ['reality-check', { intervalMinutes: 30.5 }],
    ['reality-check', { intervalMinutes: 5 }],
  ])('should refuse PUT %s %j with 400, input never coerced', async (path, body) => {
    const player = await newPlayer(platform);
    const response = await platform.put(
      `/api/user/responsible-gaming/${path}`,
      body,
      player.cookie,
    );
    expect(response).toMatchObject({ statusCode: 400, body: { success: false, codeStatus: 400 } });
  });

  it.each([
    { kind: 'timeout', days: '1' },
    { kind: 'timeout', days: 1.5 },
    { kind: 'holiday', days: 1 },
    { kind: 'timeout' },
  ])('should refuse POST exclusion %j with 400 and leave the player signed in', async (body) => {
    const player = await newPlayer(platform);
    const response = await platform.post(
      '/api/user/responsible-gaming/exclusion',
      body,
      player.cookie,
    );
    expect(response).toMatchObject({ statusCode: 400, body: { codeStatus: 400 } });
    expect((await platform.get('/api/user/check', player.cookie)).statusCode).toBe(200);
  });

  it('should refuse lengths the brand does not offer (code 336)', async () => {
    const player = await newPlayer(platform);
    const protection = protectionOf(platform, player);
    for (const [kind, days] of [
      ['timeout', 3],
      ['timeout', null],
      ['self-exclusion', 100],
    ] as const) {
      const response = await protection.exclude(kind, days);
      expect(response).toMatchObject({
        statusCode: 400,
        body: { codeStatus: responsibleGamingCodes.notOffered },
      });
    }
  });

  it('should refuse a form post (415) and a statement of a malformed or too long period', async () => {
    const player = await newPlayer(platform);
    const form = await platform.request({
      method: 'PUT',
      url: '/api/user/responsible-gaming/limits',
      payload: 'kind=deposit&period=day&value=100',
      cookie: player.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const statement = (query: string) =>
      platform.get(`/api/user/responsible-gaming/statement?${query}`, player.cookie);
    expect((await statement('from=yesterday')).statusCode).toBe(400);
    expect((await statement('from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await statement('from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
  });
});
