import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PlatformDatabase } from '../../db/database.ts';
import { createTestPlatform, type TestPlatform } from '../../testing.ts';
import { tickPayments } from './index.ts';
import { dataOf, tokenOf, type TopUpStarted } from './testSupport.ts';

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

const post = (url: string, payload: object, headers: Record<string, string> = { cookie }) =>
  app.inject({ method: 'POST', url, payload, headers });

const balanceCents = () =>
  (
    database.prepare('SELECT balance_cents AS cents FROM users WHERE id = 1').get() as {
      cents: number;
    }
  ).cents;

async function freekassa(amount: number, paymentMode: number | string = 63) {
  const response = await post('/api/payment/freekassa/init', {
    amount,
    payment_mode: paymentMode,
  });
  return response;
}

describe('demo checkout', () => {
  it('should serve a CSP-safe page with amount, currency, provider and payment mode', async () => {
    const { url } = dataOf<TopUpStarted>(await freekassa(6500, 64));
    const page = await app.inject({ method: 'GET', url: url.replace('lang=es', 'lang=en') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('6500.00');
    expect(page.body).toContain('CLP');
    expect(page.body).toContain('freekassa');
    expect(page.body).toContain('64 · E-wallet');
    expect(page.body).toContain('Confirm payment');
    expect(page.body).toContain('<script src="/demo/checkout/app.js" defer></script>');
    expect(page.body).not.toMatch(/<script>|onclick=/i);
    expect(page.body).toContain('href="/profile/top-up"');

    const script = await app.inject({ method: 'GET', url: '/demo/checkout/app.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("'/api/payment/demo/'");
  });

  it('should answer an unknown token with a 404 page', async () => {
    const page = await app.inject({ method: 'GET', url: `/demo/checkout/${'0'.repeat(32)}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Pago no encontrado');
  });

  it('should credit the balance exactly once when confirmed twice', async () => {
    const { url, payment_id: id } = dataOf<TopUpStarted>(await freekassa(6000));
    const token = tokenOf(url);
    const before = balanceCents();
    const first = await post(`/api/payment/demo/${token}/confirm`, {}, {});
    expect(first.json()).toMatchObject({
      success: true,
      data: { id, status: 2, amount: 6000, balance: (before + 600_000) / 100 },
    });
    const second = await post(`/api/payment/demo/${token}/confirm`, {}, {});
    expect(second.json()).toMatchObject({ success: true, data: { status: 2 } });
    expect(balanceCents()).toBe(before + 600_000);
    const ledger = database
      .prepare("SELECT * FROM ledger WHERE reference = ? AND kind = 'top-up'")
      .all(`payment:${id}`);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount_cents: 600_000, wallet: 'main' });
    // A completed payment cannot be cancelled any more.
    const cancel = await post(`/api/payment/demo/${token}/cancel`, {}, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ success: false, codeStatus: 103 });
    const page = await app.inject({ method: 'GET', url });
    expect(page.body).toContain('Pago completado');
    expect(page.body).not.toContain('data-action="confirm"');
  });

  it('should cancel without moving money, and refuse to confirm afterwards', async () => {
    const { url, payment_id: id } = dataOf<TopUpStarted>(await freekassa(6000));
    const token = tokenOf(url);
    const before = balanceCents();
    const cancel = await post(`/api/payment/demo/${token}/cancel`, {}, {});
    expect(cancel.json()).toMatchObject({ success: true, data: { id, status: 1 } });
    expect((await post(`/api/payment/demo/${token}/cancel`, {}, {})).json()).toMatchObject({
      success: true,
      data: { status: 1 },
    });
    const confirm = await post(`/api/payment/demo/${token}/confirm`, {}, {});
    expect(confirm.json()).toMatchObject({ success: false, codeStatus: 103 });
    expect(balanceCents()).toBe(before);
  });

  it('should answer an unknown or malformed token with an envelope', async () => {
    const unknown = await post(`/api/payment/demo/${'a'.repeat(32)}/confirm`, {}, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, codeStatus: 103 });
    const malformed = await post('/api/payment/demo/not-a-token/confirm', {}, {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, codeStatus: 400 });
  });

  it('should cancel a checkout left open for an hour on the tick', async () => {
    const { url } = dataOf<TopUpStarted>(await freekassa(6000));
    platform.clock.advance(61 * 60_000);
    expect(tickPayments(platform.context).expiredCheckouts).toBeGreaterThan(0);
    const row = database.prepare('SELECT status FROM payments WHERE token = ?').get(tokenOf(url));
    expect(row).toEqual({ status: 1 });
  });
});
