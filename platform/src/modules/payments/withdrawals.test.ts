import { describe, expect, it } from 'vitest';
import { dataOf, withSessions, withTestPlatform } from '../../testing.ts';
import { freshDayForEachTest, playerBalanceCents } from './testSupport.ts';

interface Cashier {
  id: number;
  first_name: string;
  address: string;
  phone: string;
}

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

freshDayForEachTest(platform);

const post = (url: string, payload: object) => platform.post(url, payload, cookies.player);

const withdraw = (payload: object) => post('/api/payment/withdrawal', payload);

const balanceCents = () => playerBalanceCents(platform);

describe('GET /api/payment/get_cashier_list', () => {
  it('should pin the head office first and "another cashier" last, the rest by name', async () => {
    const response = await platform.get('/api/payment/get_cashier_list');
    const { cashiers } = dataOf<{ cashiers: Cashier[] }>(response);
    expect(cashiers.map((cashier) => cashier.id)).toEqual([1, 5, 4, 3, 2, 99]);
    expect(cashiers[0]).toEqual({
      id: 1,
      first_name: 'Caja central',
      address: 'Av. Apoquindo 3000, Las Condes, Santiago',
      phone: '+56 2 2345 6789',
    });
    const english = await platform.get('/api/payment/get_cashier_list?lang=en');
    expect(dataOf<{ cashiers: Cashier[] }>(english).cashiers.at(-1)).toMatchObject({
      id: 99,
      first_name: 'Another cashier (arranged with support)',
    });
  });
});

describe('POST /api/payment/withdrawal', () => {
  it('should debit the balance and create a withdrawal with status 0', async () => {
    const response = await withdraw({
      requisites: '4111111111111111',
      amount: 10_000,
      payment_mode: 'card',
    });
    const body = response.body as { data: { id: number } };
    expect(body).toMatchObject({
      success: true,
      data: {
        status: 0,
        type: 8,
        value: 10_000,
        is_closed: false,
        payment_mode: 'card',
        purse: '4111111111111111',
        balance: 190_000,
      },
    });
    expect(balanceCents()).toBe(19_000_000);
    const ledger = platform.context.database
      .prepare('SELECT amount_cents, kind FROM ledger WHERE reference = ?')
      .all(`withdrawal:${body.data.id}`);
    expect(ledger).toEqual([{ amount_cents: -1_000_000, kind: 'withdrawal' }]);
  });

  it('should make a cashier withdrawal type 118 and need no requisites', async () => {
    const response = await withdraw({
      requisites: '',
      amount: 15_000,
      payment_mode: 'cashier',
      cashier_id: 3,
    });
    expect(response.body).toMatchObject({ success: true, data: { type: 118, cashier_id: 3 } });
  });

  it('should refuse an amount below 10 000 or above 1 500 000 CLP with code 106', async () => {
    const below = await withdraw({ requisites: 'x', amount: 9999, payment_mode: 'card' });
    expect(below.body).toEqual({
      success: false,
      data: null,
      errorMessage: 'Cantidad menor que mínima',
      codeStatus: 106,
    });
    const above = await withdraw({ requisites: 'x', amount: 1_500_001, payment_mode: 'card' });
    expect(above.body).toMatchObject({ success: false, codeStatus: 106 });
    // Pesos have no decimals (decision 013): half a peso is not an amount.
    const half = await withdraw({ requisites: 'x', amount: 10_000.5, payment_mode: 'card' });
    expect(half.body).toMatchObject({ success: false, errorMessage: 'Cantidad no válida' });
    expect(balanceCents()).toBe(20_000_000);
  });

  it('should use the e-withdrawal limits for a platilka mode', async () => {
    // For CLP both minimums are 10 000; the e-wallet range is the one checked for platilka.
    const below = await withdraw({
      requisites: '+56912345678',
      amount: 9000,
      payment_mode: 'platilka',
    });
    expect(below.body).toMatchObject({ codeStatus: 106 });
    const ok = await withdraw({
      requisites: '+56912345678',
      amount: 10_000,
      payment_mode: 'platilka',
    });
    expect(ok.body).toMatchObject({ success: true, data: { payment_mode: 'platilka' } });
  });

  it('should allow one withdrawal per day (code 114), cancelled ones not counted', async () => {
    const first = await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' });
    expect(first.body).toMatchObject({ success: true });
    const second = await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' });
    expect(second.statusCode).toBe(409);
    expect(second.body).toMatchObject({ success: false, codeStatus: 114 });
    await post('/api/payment/withdrawal/cancel', { id: dataOf<{ id: number }>(first).id });
    const third = await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' });
    expect(third.body).toMatchObject({ success: true });
  });

  it('should refuse a withdrawal without the money with code 501, changing nothing', async () => {
    const count = () =>
      (
        platform.context.database.prepare('SELECT COUNT(*) AS count FROM withdrawals').get() as {
          count: number;
        }
      ).count;
    const before = count();
    platform.context.database.prepare('UPDATE users SET balance_cents = 500000 WHERE id = 1').run();
    const response = await withdraw({ requisites: 'x', amount: 10_000, payment_mode: 'card' });
    expect(response.body).toMatchObject({
      success: false,
      codeStatus: 501,
      errorMessage: 'Fondos insuficientes',
    });
    expect(balanceCents()).toBe(500_000);
    expect(count()).toBe(before);
  });

  it('should refuse unknown payment modes and cashiers with code 102', async () => {
    const cases = [
      { requisites: 'x', amount: 10_000, payment_mode: 'paypal' },
      { requisites: 'x', amount: 10_000, payment_mode: 'cashier', cashier_id: 42 },
      { requisites: 'x', amount: 10_000, payment_mode: 'cashier' },
    ];
    for (const payload of cases) {
      expect((await withdraw(payload)).body).toMatchObject({ success: false, codeStatus: 102 });
    }
  });

  it('should want requisites without a cashier, and refuse guests', async () => {
    const empty = await withdraw({ requisites: ' ', amount: 10_000, payment_mode: 'card' });
    expect(empty.body).toMatchObject({ success: false, codeStatus: 400 });
    const guest = await platform.post('/api/payment/withdrawal', {
      requisites: 'x',
      amount: 10_000,
      payment_mode: 'card',
    });
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  });
});

describe('POST /api/payment/payku/withdrawal', () => {
  it('should create a payku withdrawal with the same rules', async () => {
    const low = await post('/api/payment/payku/withdrawal', { requisites: 'Banco 1', amount: 500 });
    expect(low.body).toMatchObject({ codeStatus: 106 });
    const response = await post('/api/payment/payku/withdrawal', {
      requisites: 'Banco 1',
      amount: 20_000,
    });
    expect(response.body).toMatchObject({
      success: true,
      data: { payment_mode: 'payku', type: 8, status: 0, value: 20_000 },
    });
    expect(balanceCents()).toBe(18_000_000);
  });
});
