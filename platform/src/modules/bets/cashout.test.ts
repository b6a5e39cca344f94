import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { dataOf, withTestPlatform } from '../../testing.ts';
import {
  balanceOf,
  type Bettor,
  createBettor,
  finishEvent,
  insertEvent,
  insertOdd,
  placeCoupon,
  placedCoupon,
  setEvent,
  setOdd,
} from './fixtures.ts';
import { settle } from './settlement.ts';

const platform = withTestPlatform();
let database: PlatformDatabase;
let bettor: Bettor;
let nextEvent = 401;

beforeAll(async () => {
  database = platform.context.database;
  bettor = await createBettor(platform, { balance: 500, bonus: 50, freeBets: 1 });
});

function odd(rate: number) {
  const eventId = nextEvent++;
  insertEvent(database, platform.clock.nowMs(), { id: eventId });
  return { eventId, id: insertOdd(database, { eventId, rate }) };
}

const place = (coupon: object) => placedCoupon(platform, bettor.cookie, coupon);

function offer(couponId: number, cookie = bettor.cookie) {
  return platform.get(`/api/bet/sell?couponId=${couponId}`, cookie);
}

function sell(payload: object, cookie = bettor.cookie) {
  return platform.post('/api/bet/sell', payload, cookie);
}

describe('cash-out', () => {
  it('should price an offer from the current odds and sell at it once', async () => {
    const first = odd(2);
    const second = odd(1.5);
    const coupon = await place({
      sum: 100,
      bets: [
        { id: first.id, coef: 2 },
        { id: second.id, coef: 1.5 },
      ],
    });
    // Accepted 3.00; now 1.6 × 1.5 = 2.40: 100 × 3 / 2.4 × 0.95 = 118.75.
    setOdd(database, first.id, { rate: 1.6 });
    const quote = await offer(coupon.id);
    expect(quote.body).toEqual({
      success: true,
      data: { id: coupon.id, returnAmount: 118.75, betCode: coupon.code, currentCoef: 2.4 },
      errorMessage: null,
      codeStatus: 0,
    });
    const before = balanceOf(database, bettor.id).balance;
    const sold = await sell({ couponId: coupon.id, currentCoef: 2.4, sum: 118.75 });
    expect(sold.body).toEqual({
      success: true,
      data: { id: coupon.id, status: 17410, returnAmount: 118.75, balance: before + 118.75 },
      errorMessage: null,
      codeStatus: 0,
    });
    const ledger = database
      .prepare('SELECT kind, amount_cents AS cents FROM ledger WHERE reference = ? ORDER BY id')
      .all(`coupon:${coupon.id}`);
    expect(ledger).toEqual([
      { kind: 'sport-bet', cents: -10000 },
      { kind: 'cash-out', cents: 11875 },
    ]);

    const again = await sell({ couponId: coupon.id, currentCoef: 2.4, sum: 118.75 });
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual({
      success: false,
      data: { status: 'AlreadySold' },
      errorMessage: 'Apuesta ya vendida',
      codeStatus: 17410,
    });
    // A sold coupon is never settled afterwards.
    finishEvent(database, first.eventId, { [first.id]: 34 });
    finishEvent(database, second.eventId, { [second.id]: 34 });
    expect(settle(platform.context)).toEqual([]);
    const history = await platform.post(
      '/api/bet/coupon_history',
      { status: [17410] },
      bettor.cookie,
    );
    expect(history.body).toMatchObject({
      data: { coupons: [{ id: coupon.id, status: 17410, amountOut: 118.75 }] },
    });
  });

  it('should answer a moved coefficient with 409 CoeffChanged and the new offer', async () => {
    const bet = odd(2);
    const coupon = await place({ sum: 10, bets: [{ id: bet.id, coef: 2 }] });
    const quote = dataOf<{
      currentCoef: number;
      returnAmount: number;
    }>(await offer(coupon.id));
    expect(quote).toMatchObject({ currentCoef: 2, returnAmount: 9.5 });
    setOdd(database, bet.id, { rate: 2.5 });
    const response = await sell({ couponId: coupon.id, ...quote, sum: quote.returnAmount });
    expect(response.statusCode).toBe(409);
    expect(response.body).toEqual({
      success: false,
      data: {
        status: 'CoeffChanged',
        offer: { id: coupon.id, returnAmount: 7.6, betCode: coupon.code, currentCoef: 2.5 },
      },
      errorMessage: 'Se cambió el COEF',
      codeStatus: 409,
    });
    const tampered = await sell({ couponId: coupon.id, currentCoef: 2.5, sum: 50 });
    expect(tampered.statusCode).toBe(409);
  });

  it('should answer a blocked, stopped or finished odd with 409 SomeBetsUnavailable', async () => {
    const blocked = odd(2);
    const stopped = odd(2);
    const coupons = [
      await place({ sum: 10, bets: [{ id: blocked.id, coef: 2 }] }),
      await place({ sum: 10, bets: [{ id: stopped.id, coef: 2 }] }),
    ];
    setOdd(database, blocked.id, { blocked: 1 });
    setEvent(database, stopped.eventId, { stopped: 1 });
    for (const coupon of coupons) {
      const quote = await offer(coupon.id);
      expect(quote.statusCode).toBe(200);
      expect(quote.body).toMatchObject({
        success: false,
        data: { status: 'SomeBetsUnavailable' },
      });
      const response = await sell({ couponId: coupon.id, currentCoef: 2, sum: 9.5 });
      expect(response.statusCode).toBe(409);
      expect(response.body).toEqual({
        success: false,
        data: { status: 'SomeBetsUnavailable' },
        errorMessage: 'Algunas apuestas no están disponibles',
        codeStatus: 409,
      });
    }
  });

  it('should refuse free-bet, bonus and settled coupons with the spec’s messages', async () => {
    const free = odd(2);
    const freeCoupon = await place({ sum: 0, useFreeBet: true, bets: [{ id: free.id, coef: 2 }] });
    const freeSale = await sell({ couponId: freeCoupon.id, currentCoef: 2, sum: 95 });
    expect(freeSale.body).toEqual({
      success: false,
      data: { status: 'FreeBet' },
      errorMessage: 'Las apuestas gratuitas no se pueden vender',
      codeStatus: 17412,
    });
    const [one, two] = [odd(2), odd(2)];
    const bonusCoupon = await place({
      sum: 10,
      useBonus: true,
      bets: [
        { id: one.id, coef: 2 },
        { id: two.id, coef: 2 },
      ],
    });
    const settled = odd(2);
    const settledCoupon = await place({ sum: 10, bets: [{ id: settled.id, coef: 2 }] });
    finishEvent(database, settled.eventId, { [settled.id]: 4 });
    settle(platform.context);
    for (const coupon of [bonusCoupon, settledCoupon]) {
      const response = await offer(coupon.id);
      expect(response.body).toEqual({
        success: false,
        data: { status: 'NotForSale' },
        errorMessage: 'La apuesta no está a la venta.',
        codeStatus: 17411,
      });
    }
  });

  it('should refuse guests, strangers and malformed requests', async () => {
    const bet = odd(2);
    const coupon = await place({ sum: 10, bets: [{ id: bet.id, coef: 2 }] });
    const guest = await platform.get(`/api/bet/sell?couponId=${coupon.id}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toMatchObject({ codeStatus: 1 });
    const stranger = await createBettor(platform);
    expect((await offer(coupon.id, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await sell({ couponId: coupon.id, currentCoef: 2, sum: 9.5 }, stranger.cookie)).statusCode,
    ).toBe(404);
    expect((await sell({ couponId: coupon.id })).statusCode).toBe(400);
    expect((await offer(0)).statusCode).toBe(400);
  });
});

describe('POST /api/remote/GetUserCashoutBets', () => {
  it('should list the open coupons with their current offers', async () => {
    const player = await createBettor(platform, { balance: 100 });
    const open = odd(1.8);
    const blocked = odd(2.2);
    const call = (coupon: object) => placeCoupon(platform, player.cookie, coupon);
    await call({ sum: 10, bets: [{ id: open.id, coef: 1.8 }] });
    await call({ sum: 20, bets: [{ id: blocked.id, coef: 2.2 }] });
    setOdd(database, blocked.id, { blocked: 1 });
    const response = await platform.post(
      '/api/remote/GetUserCashoutBets',
      { culture: 'es-es' },
      player.cookie,
    );
    expect(response.body).toMatchObject({
      success: true,
      data: [
        {
          amountIn: 20,
          canSell: false,
          sellStatus: 'SomeBetsUnavailable',
          returnAmount: null,
          currentCoef: null,
        },
        {
          amountIn: 10,
          canSell: true,
          sellStatus: 'OK',
          returnAmount: 9.5,
          currentCoef: 1.8,
          status: 0,
        },
      ],
    });
    const guest = await platform.post('/api/remote/GetUserCashoutBets', {});
    expect(guest.statusCode).toBe(401);
  });
});
