import { describe, expect, it } from 'vitest';
import { dataOf, withSessions, withTestPlatform } from '../../testing.ts';
import { parseHistoryBound } from './historyRoutes.ts';
import { type TopUpStarted } from './testSupport.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

interface HistoryItem {
  id: number;
  created_at: string;
  value: number;
  type: number;
  status: number;
  is_closed?: boolean;
  payment_mode: string;
  purse?: string;
  comment?: string | null;
  operation: 'payment' | 'withdrawal';
}

const history = async (query = '') =>
  platform.get(`/api/payment/history/payment-with-withdrawal${query}`, cookies.player);

describe('seeded demo history', () => {
  it('should net to zero through the ledger, so the seeded balance is unchanged', () => {
    const moved = platform.context.database
      .prepare(
        `SELECT SUM(amount_cents) AS cents, COUNT(*) AS count FROM ledger
         WHERE user_id = 1 AND (reference LIKE 'payment:%' OR reference LIKE 'withdrawal:%')`,
      )
      .get();
    // 4 top-ups, 4 withdrawals and the refund of the cancelled one.
    expect(moved).toEqual({ cents: 0, count: 9 });
    const { balance } = platform.context.database
      .prepare('SELECT balance_cents AS balance FROM users WHERE id = 1')
      .get() as { balance: number };
    const last = platform.context.database
      .prepare(
        "SELECT balance_after_cents AS after FROM ledger WHERE user_id = 1 AND wallet = 'main' ORDER BY id DESC LIMIT 1",
      )
      .get();
    expect(last).toEqual({ after: balance });
  });

  it('should list completed payments of types 116, 16, 114, 1 and all withdrawals, newest first', async () => {
    const response = await history();
    const data = dataOf<{
      payments: HistoryItem[];
      withdrawals: HistoryItem[];
      history: HistoryItem[];
    }>(response);
    expect(data.payments.map((payment) => [payment.type, payment.value])).toEqual([
      [1, 8000],
      [114, 10_000],
      [16, 15_000],
      [116, 2000],
    ]);
    expect(data.withdrawals.map((item) => [item.type, item.value, item.status])).toEqual([
      [8, 12_000, 2],
      [118, 11_000, 2],
      [8, 11_000, 4],
      [8, 12_000, 2],
    ]);
    expect(data.withdrawals[0]).toMatchObject({
      is_closed: true,
      payment_mode: 'bank_transfer',
      purse: 'Banco Estado 000123456789',
      comment: null,
    });
    expect(data.history).toHaveLength(8);
    expect(data.history.map((item) => item.operation)).toEqual([
      'withdrawal',
      'payment',
      'withdrawal',
      'withdrawal',
      'payment',
      'withdrawal',
      'payment',
      'payment',
    ]);
    const times = data.history.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('should filter by begin and end dates (end day included)', async () => {
    // The test clock is 2026-11-18; the payku top-up was 5 days before, the last withdrawal 3.
    const response = await history('?begin=2026-11-13&end=2026-11-13');
    const data = dataOf<{ payments: HistoryItem[]; withdrawals: HistoryItem[] }>(response);
    expect(data.payments.map((payment) => payment.type)).toEqual([1]);
    expect(data.withdrawals).toEqual([]);
    const dotted = await history('?begin=01.11.2026&end=18.11.2026');
    // From 1 November: the cashier top-up 14 days back and everything after it.
    expect(dataOf<{ history: HistoryItem[] }>(dotted).history).toHaveLength(5);
  });

  it('should refuse malformed dates with a 400 envelope and guests with code 1', async () => {
    const bad = await history('?begin=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ success: false, codeStatus: 400 });
    const guest = await platform.get('/api/payment/history/payment-with-withdrawal');
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it('should show a confirmed top-up and leave pending ones out', async () => {
    const started = await platform.post('/api/payment/payku', { amount: 7000 }, cookies.player);
    const { payment_id: id } = dataOf<TopUpStarted>(started);
    const ids = async () =>
      dataOf<{ payments: HistoryItem[] }>(await history()).payments.map((payment) => payment.id);
    expect(await ids()).not.toContain(id);
    const { token } = platform.context.database
      .prepare('SELECT token FROM payments WHERE id = ?')
      .get(id) as {
      token: string;
    };
    await platform.post(`/api/payment/demo/${token}/confirm`, {});
    expect((await ids())[0]).toBe(id);
  });
});

describe('parseHistoryBound', () => {
  it('should read dates, dotted dates and ISO moments, and nothing else', () => {
    expect(parseHistoryBound('2026-11-13', 'begin')?.toISOString()).toBe(
      '2026-11-13T00:00:00.000Z',
    );
    expect(parseHistoryBound('2026-11-13', 'end')?.toISOString()).toBe('2026-11-14T00:00:00.000Z');
    expect(parseHistoryBound('13.11.2026', 'begin')?.toISOString()).toBe(
      '2026-11-13T00:00:00.000Z',
    );
    expect(parseHistoryBound('2026-11-13T10:00:00Z', 'end')?.toISOString()).toBe(
      '2026-11-13T10:00:00.000Z',
    );
    expect(parseHistoryBound('2026-02-30', 'begin')).toBeUndefined();
    expect(parseHistoryBound('13/11/2026', 'begin')).toBeUndefined();
  });
});
