import { describe, expect, it } from 'vitest';
import { dataOf, withSessions, withTestPlatform } from '../../testing.ts';
import { tickPayments } from './index.ts';
import { freshDayForEachTest, playerBalanceCents } from './testSupport.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

freshDayForEachTest(platform);

const post = (url: string, payload: object) => platform.post(url, payload, cookies.player);

const withdraw = (payload: object) => post('/api/payment/withdrawal', payload);

const balanceCents = () => playerBalanceCents(platform);

describe('withdrawal status progression and cancel', () => {
  it('should move created → in process → paid by platform minutes on the tick', async () => {
    const { id } = dataOf<{ id: number }>(
      await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' }),
    );
    const status = () =>
      (
        platform.context.database
          .prepare('SELECT status FROM withdrawals WHERE id = ?')
          .get(id) as {
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
    expect(cancel.body).toMatchObject({ success: false, codeStatus: 104 });
  });

  it("should block a banned player's withdrawal instead of paying it", async () => {
    const { id } = dataOf<{ id: number }>(
      await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' }),
    );
    platform.context.database.prepare('UPDATE users SET is_banned = 1 WHERE id = 1').run();
    platform.clock.advance(2 * 60_000);
    tickPayments(platform.context);
    platform.context.database.prepare('UPDATE users SET is_banned = 0 WHERE id = 1').run();
    // The ban ended the player's session: the next tests sign in again.
    cookies.player = await platform.signIn();
    expect(
      platform.context.database.prepare('SELECT status FROM withdrawals WHERE id = ?').get(id),
    ).toEqual({
      status: 3,
    });
  });

  it('should cancel a created withdrawal and refund it once (codes 9 and 104 otherwise)', async () => {
    const { id } = dataOf<{ id: number }>(
      await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' }),
    );
    const cancel = await post('/api/payment/withdrawal/cancel', { id });
    expect(cancel.body).toMatchObject({
      success: true,
      data: { id, status: 4, is_closed: true, balance: 200_000 },
    });
    expect(balanceCents()).toBe(20_000_000);
    expect((await post('/api/payment/withdrawal/cancel', { id })).body).toMatchObject({
      codeStatus: 104,
    });
    expect((await post('/api/payment/withdrawal/cancel', { id: 999_999 })).body).toMatchObject({
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
    const response = await platform.get('/api/payment/check_transactions', cookies.player);
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
    const guest = await platform.get('/api/payment/check_transactions');
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  });
});
