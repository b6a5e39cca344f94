import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { withTestPlatform } from '../../testing.ts';
import { balanceOf, createBettor, insertEvent, insertOdd, placeCoupon } from './fixtures.ts';

const platform = withTestPlatform();
let database: PlatformDatabase;
let oddId: string;

beforeAll(() => {
  database = platform.context.database;
  insertEvent(database, platform.clock.nowMs(), { id: 801 });
  oddId = insertOdd(database, { eventId: 801, rate: 2.5 });
});

const place = (cookie: string, sum: number, key?: string) =>
  placeCoupon(
    platform,
    cookie,
    { sum, bets: [{ id: oddId, coef: 2.5 }] },
    key === undefined ? {} : { 'idempotency-key': key },
  );

const couponsOf = (userId: number) =>
  (
    database.prepare('SELECT COUNT(*) AS count FROM bet_coupons WHERE user_id = ?').get(userId) as {
      count: number;
    }
  ).count;

const debitedCents = (userId: number) =>
  -(
    database
      .prepare(
        "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE user_id = ? AND kind = 'sport-bet'",
      )
      .get(userId) as { cents: number }
  ).cents;

describe('Idempotency-Key on POST /api/bet/place', () => {
  it('should answer a retry with the first response and debit once', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const first = await place(bettor.cookie, 10, 'slip-1');
    const retry = await place(bettor.cookie, 10, 'slip-1');
    expect(first.body).toMatchObject({ success: true, balance: { balance: 90 } });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(couponsOf(bettor.id)).toBe(1);
    expect(balanceOf(database, bettor.id).balance).toBe(90);
  });

  it('should refuse the same key with another body with a 422 envelope', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    await place(bettor.cookie, 10, 'slip-2');
    const other = await place(bettor.cookie, 20, 'slip-2');
    expect(other.statusCode).toBe(422);
    expect(other.body).toMatchObject({ success: false, codeStatus: 422, data: null });
    expect(balanceOf(database, bettor.id).balance).toBe(90);
  });

  it('should keep keys per player and not store refused placements', async () => {
    const one = await createBettor(platform, { balance: 100 });
    const two = await createBettor(platform, { balance: 5 });
    expect((await place(one.cookie, 10, 'shared')).body).toMatchObject({ success: true });
    const refused = await place(two.cookie, 10, 'shared');
    expect(refused.body).toMatchObject({ success: false, codeStatus: 622 });
    database.prepare('UPDATE users SET balance_cents = 5000 WHERE id = ?').run(two.id);
    // The refusal was not stored: after a top-up the same key places the coupon.
    expect((await place(two.cookie, 10, 'shared')).body).toMatchObject({ success: true });
  });

  it('should refuse a key longer than 200 characters with 400', async () => {
    const bettor = await createBettor(platform, { balance: 100 });
    const response = await place(bettor.cookie, 10, 'k'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    expect(couponsOf(bettor.id)).toBe(0);
  });

  it('should place exactly once for 50 concurrent retries of one key', async () => {
    const bettor = await createBettor(platform, { balance: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(bettor.cookie, 10, 'burst')),
    );
    const couponIds = new Set(responses.map((response) => response.body.coupon?.id));
    expect(couponIds.size).toBe(1);
    expect(couponIds.has(undefined)).toBe(false);
    expect(couponsOf(bettor.id)).toBe(1);
    expect(debitedCents(bettor.id)).toBe(1000);
    expect(balanceOf(database, bettor.id).balance).toBe(990);
  });
});

describe('concurrent placements', () => {
  it('should accept only what the balance covers and refuse the rest with code 12', async () => {
    const bettor = await createBettor(platform, { balance: 95 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => place(bettor.cookie, 10)));
    const bodies = responses.map((response) => response.body);
    const accepted = bodies.filter((body) => body.success);
    const refused = bodies.filter((body) => !body.success);
    expect(accepted).toHaveLength(9);
    expect(refused).toHaveLength(41);
    for (const body of refused) {
      expect(body.codeStatus).toBe(622);
      expect(body.data[0]?.errorCode).toBe(12);
    }
    expect(couponsOf(bettor.id)).toBe(9);
    expect(debitedCents(bettor.id)).toBe(accepted.length * 1000);
    expect(balanceOf(database, bettor.id).balance).toBe(5);
    const lowest = database
      .prepare('SELECT MIN(balance_after_cents) AS lowest FROM ledger WHERE user_id = ?')
      .get(bettor.id) as { lowest: number };
    expect(lowest.lowest).toBeGreaterThanOrEqual(0);
  });
});
