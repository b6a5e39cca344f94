import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { dataOf, withTestPlatform } from '../../testing.ts';
import { createBettor, insertEvent, insertOdd, setOdd, type Bettor } from './fixtures.ts';

const platform = withTestPlatform();
let database: PlatformDatabase;
let bettor: Bettor;

beforeAll(async () => {
  database = platform.context.database;
  const now = platform.clock.nowMs();
  insertEvent(database, now, { id: 701, team1: 'Lions', team2: 'Tigers', score: [0, 0] });
  insertOdd(database, { eventId: 701, type: 1, rate: 2 });
  insertOdd(database, { eventId: 701, type: 3, rate: 3.5 });
  insertOdd(database, { eventId: 701, groupId: 17, type: 9, size: 2.5, rate: 1.9 });
  insertEvent(database, now, { id: 702 });
  insertOdd(database, { eventId: 702, rate: 1.5, blocked: 1 });
  insertEvent(database, now, { id: 703, status: 1, startsInMinutes: -20 });
  insertOdd(database, { eventId: 703, rate: 1.7 });
  insertEvent(database, now, { id: 704, stopped: 1 });
  insertOdd(database, { eventId: 704, rate: 1.7 });
  bettor = await createBettor(platform, { balance: 500, currency: 'CLP' });
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  cookie = bettor.cookie,
) {
  return platform.request({ method, url, cookie, payload });
}

describe('server-side bet slip', () => {
  it('should refuse guests with 401 and code 1', async () => {
    for (const [method, url] of [
      ['GET', '/api/basket'],
      ['POST', '/api/feed/ClearBetslip'],
    ] as const) {
      const response = await platform.request({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
    }
    const add = await platform.post('/api/basket', { id: '701_1.1', coef: 2 });
    expect(add.statusCode).toBe(401);
  });

  it('should append, replace by event market, toggle and recalculate the type', async () => {
    const added = await call('POST', '/api/basket', {
      id: '701_1.1',
      coef: 2,
      sportName: 'Fútbol',
      champName: 'Liga',
      marketName: '1X2',
      betName: '1',
    });
    expect(added.body).toMatchObject({
      success: true,
      data: {
        action: 'added',
        betslipType: 0,
        bets: [
          {
            id: '701_1.1',
            eventId: 701,
            marketKey: '701_1',
            coef: 2,
            currentCoef: 2,
            isBlocked: false,
            errorCode: 0,
            sportName: 'Fútbol',
            champName: 'Liga',
            p1: 'Lions',
            p2: 'Tigers',
          },
        ],
      },
    });
    const replaced = await call('POST', '/api/basket', { id: '701_1.3', coef: 3.5 });
    expect(replaced.body).toMatchObject({
      data: { action: 'replaced', bets: [{ id: '701_1.3' }] },
    });
    const second = await call('POST', '/api/basket', { id: '701_17.9.2.5', coef: 1.9 });
    expect(second.body).toMatchObject({ data: { action: 'added', betslipType: 1 } });
    const toggled = await call('POST', '/api/basket', { id: '701_17.9.2.5', coef: 1.9 });
    expect(toggled.body).toMatchObject({ data: { action: 'removed', betslipType: 0 } });
    const listed = await call('GET', '/api/basket');
    expect(dataOf<{ bets: Array<{ id: string }> }>(listed).bets.map((bet) => bet.id)).toEqual([
      '701_1.3',
    ]);
  });

  it('should show the current rate and stops of the bets in the slip', async () => {
    await call('POST', '/api/basket', { id: '702_1.1', coef: 1.5 });
    setOdd(database, '701_1.3', { rate: 3.6 });
    const listed = await call('GET', '/api/basket');
    expect(listed.body).toMatchObject({
      data: {
        betslipType: 1,
        bets: [
          { id: '701_1.3', coef: 3.5, currentCoef: 3.6, errorCode: 0 },
          { id: '702_1.1', isBlocked: true, errorCode: 14 },
        ],
      },
    });
  });

  it('should remove with PUT, set the type by hand and clear', async () => {
    const removed = await call('PUT', '/api/basket', { bet_id: '702_1.1' });
    expect(removed.body).toMatchObject({ data: { betslipType: 0, bets: [{ id: '701_1.3' }] } });
    const system = await call('POST', '/api/feed/ChangeBetslipType', { betslipType: 2 });
    expect(system.body).toMatchObject({ success: true, data: { betslipType: 2 } });
    const cleared = await call('POST', '/api/feed/ClearBetslip');
    expect(cleared.body).toEqual({
      success: true,
      data: { betslipType: 0, bets: [] },
      errorMessage: null,
      codeStatus: 0,
    });
  });

  it('should refuse an unknown odd with code 1 and malformed input with 400', async () => {
    const unknown = await call('POST', '/api/basket', { id: '701_1.9', coef: 2 });
    expect(unknown.body).toMatchObject({ success: false, codeStatus: 1 });
    const gone = await call('POST', '/api/basket', { id: '777777_1.1', coef: 2 });
    expect(gone.body).toMatchObject({ success: false, codeStatus: 681 });
    for (const [method, url, payload] of [
      ['POST', '/api/basket', { id: '701_1.1' }],
      ['POST', '/api/basket', { id: 'not an odd', coef: 2 }],
      ['PUT', '/api/basket', {}],
      ['POST', '/api/feed/ChangeBetslipType', { betslipType: 3 }],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    }
  });
});

describe('GET /api/feed/bets', () => {
  it('should give current rates and stops of odds by id, also to guests', async () => {
    const response = await platform.get(
      '/api/feed/bets?betIds=701_1.1,702_1.1,703_1.1,704_1.1,701_1.9,777777_1.1',
    );
    const data = dataOf<Array<Record<string, unknown>>>(response);
    expect(data.map((bet) => [bet.id, bet.errorCode])).toEqual([
      ['701_1.1', 0],
      ['702_1.1', 14],
      ['703_1.1', 0],
      ['704_1.1', 13],
      ['701_1.9', 1],
      ['777777_1.1', 681],
    ]);
    expect(data[0]).toEqual({
      id: '701_1.1',
      name: '1',
      t: 1,
      c: 2,
      p: null,
      b: false,
      eventId: 701,
      eventStatus: 0,
      isLive: false,
      teams: 'Lions - Tigers',
      score: '0:0',
      status: 'OK',
      errorCode: 0,
      errorMessage: null,
    });
    expect(data[2]).toMatchObject({ isLive: true, eventStatus: 1 });
    expect(data[3]).toMatchObject({ b: true, status: 'Error', errorMessage: 'Stop on the event' });
    expect(data[4]).toMatchObject({
      c: null,
      b: true,
      eventId: 701,
      errorMessage: 'Bet not found',
    });
  });
});

describe('GET /api/feed/bets names', () => {
  it('should name an odd in the language asked', async () => {
    const response = await platform.get('/api/feed/bets?betIds=701_17.9.2.5&lang=es-ES');
    expect(response.body).toMatchObject({
      data: [{ id: '701_17.9.2.5', name: 'Más de 2.5', t: 9, p: 2.5, c: 1.9 }],
    });
  });
});

describe('GET /api/bet/coupon_limits', () => {
  it('should refuse guests with 401 and code 1', async () => {
    const response = await platform.get('/api/bet/coupon_limits');
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it('should give the limits of the currency asked, or the player’s', async () => {
    const own = await call('GET', '/api/bet/coupon_limits?betIds=701_1.1');
    expect(own.body).toMatchObject({
      success: true,
      data: {
        bets: [{ id: '701_1.1', status: 'OK', errorCode: 0, coef: 2, isLive: false }],
        error: null,
        // The demo brand's own limits (brand.json `limits.bets`) in its currency, CLP.
        limits: { min: 100, max: 5_000_000, maxWin: 100_000_000 },
        freeBet: {
          amount: 100,
          maxBets: 4,
          minSingleCoef: 1.75,
          maxSingleCoef: 50,
          minExpressCoef: 1.75,
        },
      },
    });
    const usd = await call('GET', '/api/bet/coupon_limits?currency=usd&betIds=');
    expect(usd.body).toMatchObject({
      data: { bets: [], limits: { min: 1, max: 10_000, maxWin: 200_000 } },
    });
    const other = await call('GET', '/api/bet/coupon_limits?currency=XYZ');
    expect(other.body).toMatchObject({ data: { limits: { min: 1, max: 10_000 } } });
  });

  it('should halve the maximum for a live bet and report each bet’s problem', async () => {
    const response = await call(
      'GET',
      '/api/bet/coupon_limits?currency=USD&betIds=703_1.1,702_1.1',
    );
    expect(response.body).toMatchObject({
      data: {
        bets: [
          { id: '703_1.1', status: 'OK', isLive: true },
          { id: '702_1.1', status: 'Error', errorCode: 14, errorMessage: 'Stop on the bet option' },
        ],
        error: 'Stop on the bet option',
        limits: { min: 1, max: 5000, maxWin: 200_000 },
      },
    });
  });

  it('should flag two bets of one event in an express slip with code 17', async () => {
    await call('POST', '/api/basket', { id: '701_1.1', coef: 2 });
    await call('POST', '/api/basket', { id: '701_17.9.2.5', coef: 1.9 });
    const response = await call('GET', '/api/bet/coupon_limits?betIds=701_1.1,701_17.9.2.5');
    expect(response.body).toMatchObject({
      data: {
        bets: [{ errorCode: 17 }, { errorCode: 17 }],
        error: 'The same event is used more than once',
      },
    });
  });

  it('should answer a malformed currency with 400', async () => {
    const response = await call('GET', '/api/bet/coupon_limits?currency=DOLLARS');
    expect(response.statusCode).toBe(400);
  });
});
