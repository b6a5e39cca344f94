import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { withTestPlatform } from '../../testing.ts';
import { balanceOf, createBettor, insertEvent, insertOdd, placeCoupon } from './fixtures.ts';

const platform = withTestPlatform();
let database: PlatformDatabase;
/** Odds of distinct events by rate. */
const odd: Record<string, string> = {};

beforeAll(() => {
  database = platform.context.database;
  const rates = [1.2, 1.6, 1.8, 2, 2.5, 3, 55, 1.9];
  rates.forEach((rate, index) => {
    insertEvent(database, platform.clock.nowMs(), { id: 301 + index });
    odd[String(rate)] = insertOdd(database, { eventId: 301 + index, rate });
  });
});

/** Places bets on the odds of the given rates. */
async function place(cookie: string, coupon: { bets: number[] } & Record<string, unknown>) {
  const bets = coupon.bets.map((rate) => ({ id: odd[String(rate)], coef: rate }));
  return (await placeCoupon(platform, cookie, { ...coupon, bets })).body;
}

const codes = (body: { data: Array<{ errorCode: number }> }) =>
  body.data.map((bet) => bet.errorCode);

describe('free bets (useFreeBet)', () => {
  it('should place a free bet of 100 without money and spend one free bet', async () => {
    const bettor = await createBettor(platform, { balance: 0, freeBets: 2, currency: 'TMT' });
    const body = await place(bettor.cookie, { sum: 0, useFreeBet: true, bets: [2, 3] });
    expect(body).toMatchObject({
      success: true,
      // 2 × 3 = 6: a free bet wins its winnings only, 100 × (6 − 1), as the history says.
      coupon: { amount: 100, isFreeBet: true, coef: 6, possibleWin: 500 },
      balance: { balance: 0, free_bets: { active: 1 } },
    });
    expect(balanceOf(database, bettor.id)).toMatchObject({ balance: 0, freeBets: 1 });
  });

  it('should answer a free bet at 1.9 with a possible win of 90, not 190', async () => {
    const bettor = await createBettor(platform, { balance: 0, freeBets: 1, currency: 'CLP' });
    const body = await place(bettor.cookie, { sum: 100, useFreeBet: true, bets: [1.9] });
    expect(body).toMatchObject({ success: true, coupon: { amount: 100, possibleWin: 90 } });
  });

  it.each([
    ['more than 4 bets', [2, 2.5, 3, 1.8, 1.9], 691, 83],
    ['a single below 1.75', [1.6], 689, 84],
    ['a single above 50', [55], 689, 84],
    ['an express odd below 1.75', [2, 1.6], 689, 84],
  ])('should refuse %s', async (_name, bets, codeStatus, code) => {
    const bettor = await createBettor(platform, { freeBets: 1 });
    const body = await place(bettor.cookie, { sum: 0, useFreeBet: true, bets });
    expect(body).toMatchObject({ success: false, codeStatus });
    expect(new Set(codes(body))).toEqual(new Set([code]));
    expect(balanceOf(database, bettor.id).freeBets).toBe(1);
  });

  it('should refuse a player without active free bets with code 85', async () => {
    const bettor = await createBettor(platform, { balance: 1000, freeBets: 0 });
    const body = await place(bettor.cookie, { sum: 0, useFreeBet: true, bets: [2] });
    expect(body).toMatchObject({ success: false, codeStatus: 622 });
    expect(codes(body)).toEqual([85]);
    expect(balanceOf(database, bettor.id).balance).toBe(1000);
  });
});

describe('bonus bets (useBonus)', () => {
  it('should take the bonus amount from the bonus wallet and the rest from the main one', async () => {
    const bettor = await createBettor(platform, { balance: 100, bonus: 30 });
    const body = await place(bettor.cookie, {
      sum: 40,
      useBonus: true,
      bonusAmount: 25,
      bets: [2, 3],
    });
    expect(body).toMatchObject({
      success: true,
      coupon: { amount: 40, bonusAmount: 25 },
      balance: { balance: 85, bonus_balance: 5 },
    });
  });

  it.each([
    ['a single', { sum: 10, bets: [2] }, 626, 86],
    ['an odd below the bonus minimum', { sum: 10, bets: [2, 1.2] }, 689, 87],
    ['a bonus amount above the stake', { sum: 10, bonusAmount: 11, bets: [2, 3] }, 606, 88],
    ['a bonus wallet too low', { sum: 50, bets: [2, 3] }, 605, 12],
  ])('should refuse %s', async (_name, coupon, codeStatus, code) => {
    const bettor = await createBettor(platform, { balance: 100, bonus: 30 });
    const body = await place(bettor.cookie, { useBonus: true, ...coupon });
    expect(body).toMatchObject({ success: false, codeStatus });
    expect(new Set(codes(body))).toEqual(new Set([code]));
    expect(balanceOf(database, bettor.id)).toMatchObject({ balance: 100, bonus: 30 });
  });
});

describe('stake limits per currency', () => {
  it('should apply the CLP minimum of 100', async () => {
    const bettor = await createBettor(platform, { balance: 10_000, currency: 'CLP' });
    const low = await place(bettor.cookie, { sum: 99, bets: [2] });
    expect(low).toMatchObject({ success: false, codeStatus: 618 });
    const ok = await place(bettor.cookie, { sum: 100, bets: [2] });
    expect(ok).toMatchObject({ success: true, balance: { balance: 9900 } });
  });
});
