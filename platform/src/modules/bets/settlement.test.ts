import { describe, expect, it, vi } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import { betsModule, settlementIntervalMs } from './index.ts';
import { couponOutcome, settle } from './settlement.ts';
import {
  balanceOf,
  createBettor,
  finishEvent,
  insertEvent,
  insertOdd,
  placedCoupon,
  setEvent,
} from './fixtures.ts';

const platform = withTestPlatform();
let nextEvent = 601;

/** A fresh event with a home (type 1) and an away (type 3) odd. */
function event(homeRate: number, awayRate = 3) {
  const id = nextEvent++;
  insertEvent(platform.context.database, platform.clock.nowMs(), { id });
  return {
    id,
    home: insertOdd(platform.context.database, { eventId: id, type: 1, rate: homeRate }),
    away: insertOdd(platform.context.database, { eventId: id, type: 3, rate: awayRate }),
  };
}

const place = async (cookie: string, coupon: object) =>
  (await placedCoupon(platform, cookie, coupon)).id;

const coupon = (id: number) =>
  platform.context.database
    .prepare('SELECT status, win_cents AS win FROM bet_coupons WHERE id = ?')
    .get(id) as {
    status: number;
    win: number | null;
  };

const ledgerOf = (id: number) =>
  platform.context.database
    .prepare(
      'SELECT kind, wallet, amount_cents AS cents FROM ledger WHERE reference = ? ORDER BY id',
    )
    .all(`coupon:${id}`);

describe('settlement maths', () => {
  it('should pay a single: won credits stake × rate, lost nothing, returned the stake', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const won = event(2.5);
    const lost = event(1.8);
    const back = event(1.6);
    const wonId = await place(bettor.cookie, { sum: 10, bets: [{ id: won.home, coef: 2.5 }] });
    const lostId = await place(bettor.cookie, { sum: 10, bets: [{ id: lost.home, coef: 1.8 }] });
    const backId = await place(bettor.cookie, { sum: 10, bets: [{ id: back.home, coef: 1.6 }] });
    expect(settle(platform.context)).toEqual([]);
    finishEvent(platform.context.database, won.id, { [won.home]: 34, [won.away]: 4 });
    finishEvent(platform.context.database, lost.id, { [lost.home]: 4 });
    finishEvent(platform.context.database, back.id, { [back.home]: 322 });
    expect(settle(platform.context).sort()).toEqual([wonId, lostId, backId].sort());
    expect(coupon(wonId)).toEqual({ status: 34, win: 2500 });
    expect(coupon(lostId)).toEqual({ status: 4, win: 0 });
    expect(coupon(backId)).toEqual({ status: 322, win: 1000 });
    expect(ledgerOf(wonId)).toEqual([
      { kind: 'sport-bet', wallet: 'main', cents: -1000 },
      { kind: 'sport-win', wallet: 'main', cents: 2500 },
    ]);
    expect(ledgerOf(backId)).toEqual([
      { kind: 'sport-bet', wallet: 'main', cents: -1000 },
      { kind: 'sport-refund', wallet: 'main', cents: 1000 },
    ]);
    expect(balanceOf(platform.context.database, bettor.id).balance).toBe(100 - 30 + 25 + 10);
    // Settled once: a second pass pays nothing more.
    expect(settle(platform.context)).toEqual([]);
    expect(balanceOf(platform.context.database, bettor.id).balance).toBe(105);
  });

  it('should pay an express at the product, a returned bet counting as 1', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const [one, two, three] = [event(1.5), event(2.2), event(1.9)];
    const id = await place(bettor.cookie, {
      sum: 20,
      bets: [
        { id: one.home, coef: 1.5 },
        { id: two.home, coef: 2.2 },
        { id: three.home, coef: 1.9 },
      ],
    });
    finishEvent(platform.context.database, one.id, { [one.home]: 34 });
    finishEvent(platform.context.database, two.id, { [two.home]: 322 });
    expect(settle(platform.context)).toEqual([]);
    finishEvent(platform.context.database, three.id, { [three.home]: 34 });
    expect(settle(platform.context)).toEqual([id]);
    // 1.5 × 1 × 1.9 = 2.85 → 57.00
    expect(coupon(id)).toEqual({ status: 34, win: 5700 });
  });

  it('should settle an express as lost as soon as one bet loses', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const [one, two] = [event(1.5), event(2.2)];
    const id = await place(bettor.cookie, {
      sum: 10,
      bets: [
        { id: one.home, coef: 1.5 },
        { id: two.home, coef: 2.2 },
      ],
    });
    finishEvent(platform.context.database, one.id, { [one.home]: 4 });
    expect(settle(platform.context)).toEqual([id]);
    expect(coupon(id)).toEqual({ status: 4, win: 0 });
  });

  it('should pay a system 2 of 3 over its combinations with a returned odd', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const [one, two, three] = [event(2), event(3), event(1.5)];
    const id = await place(bettor.cookie, {
      sum: 30,
      systemIndex: 2,
      bets: [
        { id: one.home, coef: 2 },
        { id: two.home, coef: 3 },
        { id: three.home, coef: 1.5 },
      ],
    });
    finishEvent(platform.context.database, one.id, { [one.home]: 34 });
    finishEvent(platform.context.database, two.id, { [two.home]: 322 });
    finishEvent(platform.context.database, three.id, { [three.home]: 34 });
    expect(settle(platform.context)).toEqual([id]);
    // Combinations 2×1 = 2, 2×1.5 = 3, 1×1.5 = 1.5 at 10 each: 20 + 30 + 15 = 65.
    expect(coupon(id)).toEqual({ status: 34, win: 6500 });
    expect(balanceOf(platform.context.database, bettor.id).balance).toBe(135);
  });

  it('should lose a system when every combination holds a lost bet', () => {
    const outcome = couponOutcome(
      { kind: 2, system_index: 2, amount_cents: 3000, currency: 'USD' },
      [
        { rate: 2, result: 4 },
        { rate: 3, result: 4 },
        { rate: 1.5, result: 34 },
      ],
    );
    expect(outcome).toEqual({ status: 4, payoutCents: 0 });
    const returned = couponOutcome(
      { kind: 1, system_index: null, amount_cents: 1000, currency: 'USD' },
      [
        { rate: 2, result: 322 },
        { rate: 3, result: 322 },
      ],
    );
    expect(returned).toEqual({ status: 322, payoutCents: 1000 });
  });

  it('should pay a peso coupon in whole pesos, half up (decision 013)', () => {
    // 105 pesos at 2 × 1.8 × 1.95 = 7.02: 737.1 pesos, paid 737; 1005 at 1.93: 1939.65, paid 1940.
    const express = couponOutcome(
      { kind: 1, system_index: null, amount_cents: 10_500, currency: 'CLP' },
      [
        { rate: 2, result: 34 },
        { rate: 1.8, result: 34 },
        { rate: 1.95, result: 34 },
      ],
    );
    expect(express).toEqual({ status: 34, payoutCents: 73_700 });
    const single = couponOutcome(
      { kind: 0, system_index: null, amount_cents: 100_500, currency: 'CLP' },
      [{ rate: 1.93, result: 34 }],
    );
    expect(single).toEqual({ status: 34, payoutCents: 194_000 });
  });

  it('should pay only the winnings of a free bet and give a returned free bet back', async () => {
    const bettor = await createBettor(platform, { balance: 0, freeBets: 2 });
    const [won, back] = [event(2.5), event(2)];
    const wonId = await place(bettor.cookie, {
      sum: 0,
      useFreeBet: true,
      bets: [{ id: won.home, coef: 2.5 }],
    });
    const backId = await place(bettor.cookie, {
      sum: 0,
      useFreeBet: true,
      bets: [{ id: back.home, coef: 2 }],
    });
    expect(balanceOf(platform.context.database, bettor.id)).toMatchObject({
      balance: 0,
      freeBets: 0,
    });
    finishEvent(platform.context.database, won.id, { [won.home]: 34 });
    finishEvent(platform.context.database, back.id, { [back.home]: 322 });
    settle(platform.context);
    // Stake 100 × 2.5 = 250; the free stake is not paid back: 150.
    expect(coupon(wonId)).toEqual({ status: 34, win: 15000 });
    expect(coupon(backId)).toEqual({ status: 322, win: 0 });
    expect(balanceOf(platform.context.database, bettor.id)).toMatchObject({
      balance: 150,
      freeBets: 1,
    });
    expect(ledgerOf(wonId)).toEqual([{ kind: 'sport-win', wallet: 'main', cents: 15000 }]);
  });

  it('should return a bonus stake to the bonus wallet and pay wins to the main one', async () => {
    const bettor = await createBettor(platform, { balance: 50, bonus: 40 });
    const [one, two, three, four] = [event(2), event(2), event(2), event(2)];
    const backId = await place(bettor.cookie, {
      sum: 20,
      useBonus: true,
      bonusAmount: 15,
      bets: [
        { id: one.home, coef: 2 },
        { id: two.home, coef: 2 },
      ],
    });
    const wonId = await place(bettor.cookie, {
      sum: 10,
      useBonus: true,
      bets: [
        { id: three.home, coef: 2 },
        { id: four.home, coef: 2 },
      ],
    });
    expect(balanceOf(platform.context.database, bettor.id)).toMatchObject({
      balance: 45,
      bonus: 15,
    });
    finishEvent(platform.context.database, one.id, { [one.home]: 322 });
    finishEvent(platform.context.database, two.id, { [two.home]: 322 });
    finishEvent(platform.context.database, three.id, { [three.home]: 34 });
    finishEvent(platform.context.database, four.id, { [four.home]: 34 });
    settle(platform.context);
    expect(coupon(backId)).toEqual({ status: 322, win: 2000 });
    expect(coupon(wonId)).toEqual({ status: 34, win: 4000 });
    expect(balanceOf(platform.context.database, bettor.id)).toMatchObject({
      balance: 45 + 5 + 40,
      bonus: 30,
    });
  });

  it('should void a bet whose event was removed from the feed', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const gone = event(1.7);
    const id = await place(bettor.cookie, { sum: 10, bets: [{ id: gone.home, coef: 1.7 }] });
    setEvent(platform.context.database, gone.id, { status: 1 });
    expect(settle(platform.context)).toEqual([]);
    platform.context.database.prepare('DELETE FROM feed_events WHERE id = ?').run(gone.id);
    expect(settle(platform.context)).toEqual([id]);
    expect(coupon(id)).toEqual({ status: 322, win: 1000 });
  });
});

describe('background settlement', () => {
  it('should settle every few seconds once started, and stop', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const won = event(2);
    const id = await place(bettor.cookie, { sum: 10, bets: [{ id: won.home, coef: 2 }] });
    finishEvent(platform.context.database, won.id, { [won.home]: 34 });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = betsModule.start?.(platform.context);
      expect(coupon(id).status).toBe(0);
      vi.advanceTimersByTime(settlementIntervalMs);
      expect(coupon(id)).toEqual({ status: 34, win: 2000 });
      stop?.();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
