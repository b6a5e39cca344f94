import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { withTestPlatform } from '../../testing.ts';
import {
  balanceOf,
  type Bettor,
  createBettor,
  insertEvent,
  insertOdd,
  placeCoupon,
  setEvent,
  setOdd,
} from './fixtures.ts';

const platform = withTestPlatform();
let database: PlatformDatabase;
let bettor: Bettor;
type OddName =
  | 'home'
  | 'draw'
  | 'second'
  | 'live'
  | 'stopped'
  | 'blocked'
  | 'startedByClock'
  | 'finished'
  | 'longShot'
  | 'total'
  | 'goingLive';
const odds = {} as Record<OddName, string>;

beforeAll(async () => {
  database = platform.context.database;
  const now = platform.clock.nowMs();
  insertEvent(database, now, { id: 901, team1: 'Colo-Colo', team2: 'Universidad de Chile' });
  odds.home = insertOdd(database, { eventId: 901, type: 1, rate: 2 });
  odds.draw = insertOdd(database, { eventId: 901, type: 2, rate: 3.4 });
  insertEvent(database, now, { id: 902 });
  odds.second = insertOdd(database, { eventId: 902, rate: 1.8 });
  insertEvent(database, now, { id: 903, status: 1, startsInMinutes: -30 });
  odds.live = insertOdd(database, { eventId: 903, rate: 1.9 });
  insertEvent(database, now, { id: 904, stopped: 1 });
  odds.stopped = insertOdd(database, { eventId: 904, rate: 2.5 });
  insertEvent(database, now, { id: 905 });
  odds.blocked = insertOdd(database, { eventId: 905, rate: 2.2, blocked: 1 });
  insertEvent(database, now, { id: 906, startsInMinutes: -5 });
  odds.startedByClock = insertOdd(database, { eventId: 906, rate: 1.7 });
  insertEvent(database, now, { id: 907, status: 2, startsInMinutes: -200 });
  odds.finished = insertOdd(database, { eventId: 907, rate: 1.6, result: 34 });
  insertEvent(database, now, { id: 908 });
  odds.longShot = insertOdd(database, { eventId: 908, rate: 900 });
  insertEvent(database, now, { id: 909 });
  odds.total = insertOdd(database, { eventId: 909, groupId: 17, type: 9, size: 2.5, rate: 1.95 });
  insertEvent(database, now, { id: 910 });
  odds.goingLive = insertOdd(database, { eventId: 910, rate: 2.1 });
  bettor = await createBettor(platform, { balance: 1000, currency: 'USD' });
});

async function place(coupon: object, cookie = bettor.cookie) {
  const { statusCode, body } = await placeCoupon(platform, cookie, { lang: 'en', ...coupon });
  return { status: statusCode, body };
}

describe('POST /api/bet/place: accepted coupons', () => {
  it('should place a single, debit the stake and answer with the bet list, coupon and balance', async () => {
    const before = balanceOf(database, bettor.id).balance;
    const { status, body } = await place({ sum: 10, bets: [{ id: odds.home, coef: 2 }] });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      codeStatus: 0,
      errorMessage: null,
      data: [
        { ID: odds.home, rate: 2, status: 'OK', errorCode: 0, errorMessage: null, fullRate: 2 },
      ],
      coupon: {
        type: 0,
        amount: 10,
        coef: 2,
        possibleWin: 20,
        isFreeBet: false,
        date: '18.11.2026 12:00',
      },
      balance: { balance: before - 10, bonus_balance: 0 },
    });
    expect(balanceOf(database, bettor.id).balance).toBe(before - 10);
    const coupon = body.coupon as { id: number; code: string };
    expect(coupon.code).toMatch(/^\d{10}$/);
    const ledger = database
      .prepare('SELECT kind, amount_cents AS cents, reference FROM ledger WHERE reference = ?')
      .all(`coupon:${coupon.id}`);
    expect(ledger).toEqual([{ kind: 'sport-bet', cents: -1000, reference: `coupon:${coupon.id}` }]);
    const bet = database
      .prepare(
        'SELECT rate, team1, team2, market_name, bet_name FROM bet_coupon_bets WHERE coupon_id = ?',
      )
      .get(coupon.id);
    expect(bet).toEqual({
      rate: 2,
      team1: 'Colo-Colo',
      team2: 'Universidad de Chile',
      market_name: 'Match result',
      bet_name: '1',
    });
  });

  it('should place an express at the product of its rates', async () => {
    const { body } = await place({
      sum: 5,
      bets: [
        { id: odds.home, coef: 2 },
        { id: odds.second, coef: 1.8 },
        { id: odds.total, coef: 1.95 },
      ],
    });
    expect(body).toMatchObject({
      success: true,
      coupon: { type: 1, coef: 7.02, possibleWin: 35.1 },
    });
    expect(body.data.map((bet) => bet.fullRate)).toEqual([7.02, 7.02, 7.02]);
  });

  it('should place a system 2 of 3 with the average coefficient of its combinations', async () => {
    const { body } = await place({
      sum: 30,
      systemIndex: 2,
      bets: [
        { id: odds.home, coef: 2 },
        { id: odds.second, coef: 1.8 },
        { id: odds.total, coef: 1.95 },
      ],
    });
    // (2 × 1.8 + 2 × 1.95 + 1.8 × 1.95) / 3 = (3.6 + 3.9 + 3.51) / 3 = 3.67
    expect(body).toMatchObject({
      success: true,
      coupon: { type: 2, systemIndex: 2, coef: 3.67, possibleWin: 110.1 },
    });
  });

  it('should take whole pesos only, and pay whole pesos (decision 013)', async () => {
    const pesos = await createBettor(platform, { balance: 10_000, currency: 'CLP' });
    const refused = await placeCoupon(platform, pesos.cookie, {
      lang: 'en',
      sum: 125.5,
      bets: [{ id: odds.home, coef: 2 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ errorMessage: 'Amounts in CLP are whole numbers' });
    expect(balanceOf(database, pesos.id).balance).toBe(10_000);

    // 105 × 7.02 = 737.1 pesos: the coupon may pay 737, the peso it can hold.
    const { body } = await placeCoupon(platform, pesos.cookie, {
      lang: 'en',
      sum: 105,
      bets: [
        { id: odds.home, coef: 2 },
        { id: odds.second, coef: 1.8 },
        { id: odds.total, coef: 1.95 },
      ],
    });
    expect(body).toMatchObject({ success: true, coupon: { coef: 7.02, possibleWin: 737 } });
  });

  it('should accept a live odd and a moved rate when acceptCoefChanges is true', async () => {
    const { body } = await place({ sum: 2, bets: [{ id: odds.live, coef: 1.9 }] });
    expect(body).toMatchObject({ success: true, data: [{ rate: 1.9 }] });
    setOdd(database, odds.second, { rate: 1.85 });
    const moved = await place({
      sum: 2,
      acceptCoefChanges: true,
      bets: [{ id: odds.second, coef: 1.8 }],
    });
    expect(moved.body).toMatchObject({
      success: true,
      data: [{ ID: odds.second, rate: 1.85, fullRate: 1.85 }],
    });
    setOdd(database, odds.second, { rate: 1.8 });
  });
});

describe('POST /api/bet/place: refusals', () => {
  it('should answer a guest with 401 and code 1, a non-player with 404', async () => {
    const guest = await platform.post('/api/bet/place', {
      coupon: { sum: 1, bets: [{ id: odds.home, coef: 2 }] },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
    const staff = await platform.signIn('staff@demo.test', 'demo1234');
    const refused = await place({ sum: 1, bets: [{ id: odds.home, coef: 2 }] }, staff);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({
      success: false,
      codeStatus: 404,
      errorMessage: 'not allowed to place bets',
    });
  });

  it('should refuse a player banned after signing in: the ban ended the session (401, code 1)', async () => {
    const banned = await createBettor(platform, { balance: 100 });
    database.prepare('UPDATE users SET is_banned = 1 WHERE id = ?').run(banned.id);
    const { status, body } = await place(
      { sum: 1, bets: [{ id: odds.home, coef: 2 }] },
      banned.cookie,
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, codeStatus: 1 });
    expect(balanceOf(database, banned.id).balance).toBe(100);
  });

  it.each([
    ['no bets', { sum: 10, bets: [] }, 626, []],
    ['an unknown odd', { sum: 10, bets: [{ id: '901_1.9', coef: 2 }] }, 612, [1]],
    ['a stopped event', { sum: 10, bets: [{ id: '904_1.1', coef: 2.5 }] }, 623, [13]],
    ['a blocked option', { sum: 10, bets: [{ id: '905_1.1', coef: 2.2 }] }, 623, [14]],
    [
      'a pre-match odd started by the clock',
      { sum: 10, bets: [{ id: '906_1.1', coef: 1.7 }] },
      613,
      [3],
    ],
    [
      'a line price on a live event',
      { sum: 10, bets: [{ id: '903_1.1', coef: 1.9, isLive: false }] },
      613,
      [3],
    ],
    ['a changed rate', { sum: 10, bets: [{ id: '901_1.1', coef: 1.9 }] }, 614, [4]],
    ['a stake below the minimum', { sum: 0.5, bets: [{ id: '901_1.1', coef: 2 }] }, 618, [8]],
    ['a stake above the maximum', { sum: 10_001, bets: [{ id: '901_1.1', coef: 2 }] }, 619, [9]],
    ['more than the balance', { sum: 5000, bets: [{ id: '901_1.1', coef: 2 }] }, 622, [12]],
    ['a payout above maxWin', { sum: 300, bets: [{ id: '908_1.1', coef: 900 }] }, 629, [69]],
    [
      'two bets of one event',
      {
        sum: 10,
        bets: [
          { id: '901_1.1', coef: 2 },
          { id: '901_1.2', coef: 3.4 },
        ],
      },
      627,
      [17, 17],
    ],
    [
      'a system index as large as the bet count',
      {
        sum: 10,
        systemIndex: 3,
        bets: [
          { id: '901_1.1', coef: 2 },
          { id: '902_1.1', coef: 1.8 },
          { id: '909_17.9.2.5', coef: 1.95 },
        ],
      },
      682,
      [16, 16, 16],
    ],
    [
      'a system of two bets',
      {
        sum: 10,
        systemIndex: 1,
        bets: [
          { id: '901_1.1', coef: 2 },
          { id: '902_1.1', coef: 1.8 },
        ],
      },
      682,
      [16, 16],
    ],
  ])(
    'should refuse %s with its codes and change nothing',
    async (_name, coupon, codeStatus, codes) => {
      const before = balanceOf(database, bettor.id).balance;
      const { status, body } = await place(coupon);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, codeStatus });
      const data = body.data as Array<{
        id: string;
        coef: number;
        errorCode: number;
        errorMessage: string;
      }>;
      expect(data.map((bet) => bet.errorCode)).toEqual(codes);
      for (const bet of data) expect(bet.errorMessage).toEqual(expect.any(String));
      expect(balanceOf(database, bettor.id).balance).toBe(before);
    },
  );

  it('should give the current rate as coef of a refused bet (code 4)', async () => {
    const { body } = await place({ sum: 10, bets: [{ id: odds.home, coef: 1.5 }] });
    expect(body.data).toEqual([
      { id: odds.home, coef: 2, errorCode: 4, errorMessage: 'Coefficient changed' },
    ]);
  });

  it('should refuse an express of more than 20 bets with code 16', async () => {
    const now = platform.clock.nowMs();
    const bets = Array.from({ length: 21 }, (_, index) => {
      insertEvent(database, now, { id: 950 + index });
      return { id: insertOdd(database, { eventId: 950 + index, rate: 1.1 }), coef: 1.1 };
    });
    const { body } = await place({ sum: 1, bets });
    expect(body).toMatchObject({ success: false, codeStatus: 682 });
    expect((body.data as unknown[]).length).toBe(21);
  });

  it('should list every finished or removed event in one 681 message', async () => {
    const { body } = await place({
      sum: 10,
      bets: [
        { id: odds.finished, coef: 1.6 },
        { id: '999999_1.1', coef: 2 },
        { id: odds.second, coef: 1.8 },
      ],
    });
    expect(body).toMatchObject({
      success: false,
      codeStatus: 681,
      errorMessage: 'Event is unavailable. EventId: 907\nEventId: 999999',
    });
    expect(body.data).toEqual([
      {
        id: odds.finished,
        coef: 1.6,
        errorCode: 681,
        errorMessage: 'Event is unavailable. EventId: 907',
      },
      {
        id: '999999_1.1',
        coef: 2,
        errorCode: 681,
        errorMessage: 'Event is unavailable. EventId: 999999',
      },
    ]);
  });

  it('should refuse a pre-match odd added to the slip once its event went live (code 3)', async () => {
    await platform.post('/api/basket', { id: odds.goingLive, coef: 2.1 }, bettor.cookie);
    setEvent(database, 910, { status: 1 });
    const { body } = await place({ sum: 10, bets: [{ id: odds.goingLive, coef: 2.1 }] });
    expect(body).toMatchObject({ success: false, codeStatus: 613, data: [{ errorCode: 3 }] });
    // Taken again from the live list, the same odd is a live bet.
    const live = await place({ sum: 10, bets: [{ id: odds.goingLive, coef: 2.1, isLive: true }] });
    expect(live.body).toMatchObject({ success: true });
  });

  it('should answer malformed coupons with a 400 envelope', async () => {
    for (const coupon of [
      { bets: [] },
      { sum: 1.234, bets: [{ id: odds.home, coef: 2 }] },
      { sum: 10, useBonus: true, useFreeBet: true, bets: [{ id: odds.home, coef: 2 }] },
      { sum: 10, bets: [{ id: odds.home }] },
    ]) {
      const { status, body } = await place(coupon);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, codeStatus: 400 });
    }
  });
});
