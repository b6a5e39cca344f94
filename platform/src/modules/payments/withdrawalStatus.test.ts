import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { createTestPlatform, testClockStart, type TestPlatform } from '../../testing.ts';
import { tickPayments } from './index.ts';
import { dataOf } from './testSupport.ts';

let platform: TestPlatform;
let app: FastifyInstance;
let database: PlatformDatabase;
let cookie: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ app } = platform);
  database = platform.context.database;
  cookie = await platform.signIn();
});

afterAll(async () => {
  await platform.close();
});

// Every test starts on a fresh day with 200 000 CLP, so the one-a-day rule is its own test's.
let day = 0;
beforeEach(() => {
  day += 1;
  platform.clock.set(new Date(Date.parse(testClockStart) + day * 24 * 60 * 60 * 1000));
  database.prepare('UPDATE users SET balance_cents = 20000000 WHERE id = 1').run();
});

const post = (url: string, payload: object, headers: Record<string, string> = { cookie }) =>
  app.inject({ method: 'POST', url, payload, headers });

const withdraw = (payload: object) => post('/api/payment/withdrawal', payload);

const balanceCents = () =>
  (
    database.prepare('SELECT balance_cents AS cents FROM users WHERE id = 1').get() as {
      cents: number;
    }
  ).cents;

describe('withdrawal status progression and cancel', () => {
  it('should move created → in process → paid by platform minutes on the tick', async () => {
    const { id } = dataOf<{ id: number }>(
      await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' }),
    );
    const status = () =>
      (
        database.prepare('SELECT status FROM withdrawals WHERE id = ?').get(id) as {
          status: number;
        }
      ).status;
    tickPayments(platform.context);
    expect(status()).toBe(0);
    platform.clock.advance(2 * 60_000);
    tickPayments(platform.context);
    expect(status()).toBe(1);
    platform.clock.advance(2 * 60_000);
    tickPayments(platform.context);
    expect(status()).toBe(1);
    platform.clock.advance(60_000);
    tickPayments(platform.context);
    expect(status()).toBe(2);
    // Paid: it can no longer be cancelled (code 104).
    const cancel = await post('/api/payment/withdrawal/cancel', { id });
    expect(cancel.json()).toMatchObject({ success: false, codeStatus: 104 });
  });

  it("should block a banned player's withdrawal instead of paying it", async () => {
    const { id } = dataOf<{ id: number }>(
      await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' }),
    );
    database.prepare('UPDATE users SET is_banned = 1 WHERE id = 1').run();
    platform.clock.advance(2 * 60_000);
    tickPayments(platform.context);
    database.prepare('UPDATE users SET is_banned = 0 WHERE id = 1').run();
    expect(database.prepare('SELECT status FROM withdrawals WHERE id = ?').get(id)).toEqual({
      status: 3,
    });
  });

  it('should cancel a created withdrawal and refund it once (codes 9 and 104 otherwise)', async () => {
    const { id } = dataOf<{ id: number }>(
      await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' }),
    );
    const cancel = await post('/api/payment/withdrawal/cancel', { id });
    expect(cancel.json()).toMatchObject({
      success: true,
      data: { id, status: 4, is_closed: true, balance: 200_000 },
    });
    expect(balanceCents()).toBe(20_000_000);
    expect((await post('/api/payment/withdrawal/cancel', { id })).json()).toMatchObject({
      codeStatus: 104,
    });
    expect((await post('/api/payment/withdrawal/cancel', { id: 999_999 })).json()).toMatchObject({
      codeStatus: 9,
    });
  });
});

describe('GET /api/payment/check_transactions', () => {
  it('should list open and recently changed transactions with their statuses', async () => {
    const checkout = dataOf<{ payment_id: number; url: string }>(
      await post('/api/payment/freekassa/init', { amount: 6000, payment_mode: 63 }),
    );
    const withdrawal = dataOf<{ id: number }>(
      await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' }),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/payment/check_transactions',
      headers: { cookie },
    });
    const data = dataOf<{
      pending: number;
      payments: Array<{ id: number; status: number; url: string | null }>;
      withdrawals: Array<{ id: number; status: number }>;
    }>(response);
    expect(data.payments.find((payment) => payment.id === checkout.payment_id)).toMatchObject({
      status: 0,
      url: checkout.url,
    });
    expect(data.withdrawals.find((item) => item.id === withdrawal.id)).toMatchObject({ status: 0 });
    expect(data.pending).toBeGreaterThanOrEqual(2);
    const guest = await app.inject({ method: 'GET', url: '/api/payment/check_transactions' });
    expect(guest.json()).toMatchObject({ success: false, codeStatus: 1 });
  });
});
