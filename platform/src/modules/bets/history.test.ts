import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { dataOf, withTestPlatform } from '../../testing.ts';
import {
  type Bettor,
  createBettor,
  finishEvent,
  insertEvent,
  insertOdd,
  placedCoupon,
} from './fixtures.ts';
import { settle } from './settlement.ts';

const platform = withTestPlatform();
let database: PlatformDatabase;
let bettor: Bettor;
const ids: Record<string, number> = {};

const place = async (coupon: object) =>
  (await placedCoupon(platform, bettor.cookie, { lang: 'en', ...coupon })).id;

function history(payload?: object, cookie = bettor.cookie) {
  return platform.post('/api/bet/coupon_history', payload, cookie);
}

beforeAll(async () => {
  database = platform.context.database;
  const now = platform.clock.nowMs();
  bettor = await createBettor(platform, { balance: 1000, currency: 'USD' });
  insertEvent(database, now, {
    id: 501,
    team1: 'Real',
    team2: 'Atlético',
    sportId: 1,
    startsInMinutes: 600,
  });
  const won = insertOdd(database, { eventId: 501, rate: 2.4 });
  insertEvent(database, now, { id: 502, team1: 'Porto', team2: 'Benfica', startsInMinutes: 600 });
  const lost = insertOdd(database, { eventId: 502, rate: 1.5 });
  insertEvent(database, now, { id: 503, startsInMinutes: 600 });
  const open = insertOdd(database, { eventId: 503, rate: 1.8 });
  insertEvent(database, now, { id: 504, startsInMinutes: 600 });
  const other = insertOdd(database, { eventId: 504, groupId: 17, type: 10, size: 2.5, rate: 2.05 });

  // Monday, Tuesday, then today (Wednesday 18.11.2026 12:00 UTC).
  platform.clock.set('2026-11-16T09:30:00.000Z');
  ids.won = await place({ sum: 10, bets: [{ id: won, coef: 2.4 }] });
  platform.clock.set('2026-11-17T20:15:00.000Z');
  ids.lost = await place({ sum: 5, bets: [{ id: lost, coef: 1.5 }] });
  platform.clock.set('2026-11-18T12:00:00.000Z');
  ids.express = await place({
    sum: 4,
    bets: [
      { id: open, coef: 1.8 },
      { id: other, coef: 2.05 },
    ],
  });
  ids.single = await place({ sum: 2, bets: [{ id: open, coef: 1.8 }] });
  finishEvent(database, 501, { [won]: 34 }, [3, 1]);
  finishEvent(database, 502, { [lost]: 4 }, [0, 0]);
  settle(platform.context);
});

type Coupon = Record<string, unknown> & { id: number };
const couponsOf = (response: Awaited<ReturnType<typeof history>>) =>
  dataOf<{ coupons: Coupon[] }>(response).coupons;

describe('POST /api/bet/coupon_history', () => {
  it('should refuse guests with 401 and code 1', async () => {
    const response = await platform.post('/api/bet/coupon_history', {});
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ codeStatus: 1 });
  });

  it('should list coupons newest first with the spec’s fields and a page count', async () => {
    const response = await history({});
    expect(response.body).toMatchObject({
      success: true,
      data: { page: 1, pages: 1, total: 4 },
    });
    const coupons = couponsOf(response);
    expect(coupons.map((coupon) => coupon.id)).toEqual([
      ids.single,
      ids.express,
      ids.lost,
      ids.won,
    ]);
    const { code, ...won } = coupons[3] ?? { id: 0 };
    expect(code).toMatch(/^\d{10}$/);
    expect(won).toEqual({
      id: ids.won,
      amountIn: 10,
      amountOut: 24,
      bonuses: 0,
      isFreeBet: false,
      date: '16.11.2026 09:30',
      currency: 'USD',
      flag: 0,
      isExpress: false,
      systemIndex: null,
      status: 34,
      coef: 2.4,
      additionalCoef: 0,
      countEvents: 1,
      match: 'Real - Atlético',
      team1: 'Real',
      team2: 'Atlético',
      score: '3:1',
      sportId: 1,
      marketGroupName: 'Match result',
      eventDate: '18.11.2026 22:00',
      tourneyName: 'Tournament 990001',
      name: '1',
    });
    // An open express: no single-bet fields, amountOut the possible win (4 × 3.69).
    expect(coupons[1]).toMatchObject({
      flag: 1,
      isExpress: true,
      status: 0,
      coef: 3.69,
      amountOut: 14.76,
      countEvents: 2,
    });
    expect(coupons[1]).not.toHaveProperty('match');
    expect(coupons[2]).toMatchObject({ status: 4, amountOut: 0, score: '0:0' });
  });

  it('should filter by status (one or several) and by dates', async () => {
    expect(couponsOf(await history({ status: [34] })).map((coupon) => coupon.id)).toEqual([
      ids.won,
    ]);
    expect(couponsOf(await history({ 'status[]': [4, 34] })).map((coupon) => coupon.id)).toEqual([
      ids.lost,
      ids.won,
    ]);
    expect(couponsOf(await history({ status: [0] })).map((coupon) => coupon.id)).toEqual([
      ids.single,
      ids.express,
    ]);
    expect(couponsOf(await history({ status: [17410] }))).toEqual([]);
    const tuesday = await history({ from_date: '17.11.2026', to_date: '2026-11-17' });
    expect(couponsOf(tuesday).map((coupon) => coupon.id)).toEqual([ids.lost]);
    const fromTuesday = await history({ from_date: '17-11-2026' });
    expect(couponsOf(fromTuesday)).toHaveLength(3);
  });

  it('should take a request without a body as the first page of everything', async () => {
    const response = await history();
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ data: { page: 1, total: 4 } });
  });

  it('should page with count and a 1-based page', async () => {
    const first = await history({ count: 3, page: 1 });
    expect(first.body).toMatchObject({ data: { page: 1, pages: 2, total: 4 } });
    expect(couponsOf(first)).toHaveLength(3);
    const second = await history({ count: 3, page: 2 });
    expect(couponsOf(second).map((coupon) => coupon.id)).toEqual([ids.won]);
    expect(couponsOf(await history({ count: 3, page: 3 }))).toEqual([]);
  });

  it('should give one coupon’s content by coupon_id', async () => {
    const response = await history({ coupon_id: ids.express });
    expect(response.body).toMatchObject({
      success: true,
      data: {
        betData: { id: ids.express, status: 0, amountOut: 14.76 },
        bets: [
          {
            name: '1',
            coef: 1.8,
            sportId: 1,
            marketGroupName: 'Match result',
            date: '18.11.2026 22:00',
            score: '',
            match: 'Home 503 - Away 503',
            status: 0,
            tourneyName: 'Tournament 990001',
          },
          { name: 'Under 2.5', coef: 2.05, marketGroupName: 'Total', status: 0 },
        ],
      },
    });
  });

  it('should not show another player’s coupon and answer bad input with 400', async () => {
    const stranger = await createBettor(platform);
    const hidden = await history({ coupon_id: ids.won }, stranger.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toMatchObject({ success: false, codeStatus: 404 });
    expect(couponsOf(await history({}, stranger.cookie))).toEqual([]);
    for (const payload of [
      { from_date: '31.02.2026' },
      { status: [5] },
      { page: 0 },
      { count: 500 },
    ]) {
      const response = await history(payload);
      expect(response.statusCode).toBe(400);
    }
  });
});
