import { describe, expect, it } from 'vitest';

import { dataOf, withSessions, withTestPlatform } from '../../testing.ts';
import { tickPayments } from './index.ts';
import { playerBalanceCents, tokenOf, type TopUpStarted } from './testSupport.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

const post = (url: string, payload: object) => platform.post(url, payload, cookies.player);

const balanceCents = () => playerBalanceCents(platform);

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
    const page = await platform.get(url.replace('lang=es', 'lang=en'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('6500.00');
    expect(page.text).toContain('CLP');
    expect(page.text).toContain('freekassa');
    expect(page.text).toContain('64 · E-wallet');
    expect(page.text).toContain('Confirm payment');
    expect(page.text).toContain('<script src="/demo/checkout/app.js" defer></script>');
    expect(page.text).not.toMatch(/<script>|onclick=/i);
    expect(page.text).toContain('href="/profile/top-up"');

    const script = await platform.get('/demo/checkout/app.js');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.text).toContain("'/api/payment/demo/'");
  });

  it('should send the buttons disabled, for the script to enable once it listens', async () => {
    const { url } = dataOf<TopUpStarted>(await freekassa(6500));
    const page = await platform.get(url);
    const buttons = page.text.match(/<button[^>]*data-action="[a-z]+"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toMatch(/\sdisabled\s/);
    const script = await platform.get('/demo/checkout/app.js');
    const listens = script.text.indexOf("addEventListener('click'");
    const enables = script.text.lastIndexOf('setBusy(false);');
    expect(listens).toBeGreaterThan(0);
    expect(enables).toBeGreaterThan(listens);
  });

  it('should answer an unknown token with a 404 page', async () => {
    const page = await platform.get(`/demo/checkout/${'0'.repeat(32)}`);
    expect(page.statusCode).toBe(404);
    expect(page.text).toContain('Pago no encontrado');
  });

  it('should credit the balance exactly once when confirmed twice', async () => {
    const { url, payment_id: id } = dataOf<TopUpStarted>(await freekassa(6000));
    const token = tokenOf(url);
    const before = balanceCents();
    const first = await platform.post(`/api/payment/demo/${token}/confirm`, {});
    expect(first.body).toMatchObject({
      success: true,
      data: { id, status: 2, amount: 6000, balance: (before + 600_000) / 100 },
    });
    const second = await platform.post(`/api/payment/demo/${token}/confirm`, {});
    expect(second.body).toMatchObject({ success: true, data: { status: 2 } });
    expect(balanceCents()).toBe(before + 600_000);
    const ledger = platform.context.database
      .prepare("SELECT * FROM ledger WHERE reference = ? AND kind = 'top-up'")
      .all(`payment:${id}`);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount_cents: 600_000, wallet: 'main' });
    // A completed payment cannot be cancelled any more.
    const cancel = await platform.post(`/api/payment/demo/${token}/cancel`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.body).toMatchObject({ success: false, codeStatus: 103 });
    const page = await platform.get(url);
    expect(page.text).toContain('Pago completado');
    expect(page.text).not.toContain('data-action="confirm"');
  });

  it('should cancel without moving money, and refuse to confirm afterwards', async () => {
    const { url, payment_id: id } = dataOf<TopUpStarted>(await freekassa(6000));
    const token = tokenOf(url);
    const before = balanceCents();
    const cancel = await platform.post(`/api/payment/demo/${token}/cancel`, {});
    expect(cancel.body).toMatchObject({ success: true, data: { id, status: 1 } });
    expect((await platform.post(`/api/payment/demo/${token}/cancel`, {})).body).toMatchObject({
      success: true,
      data: { status: 1 },
    });
    const confirm = await platform.post(`/api/payment/demo/${token}/confirm`, {});
    expect(confirm.body).toMatchObject({ success: false, codeStatus: 103 });
    expect(balanceCents()).toBe(before);
  });

  it('should answer an unknown or malformed token with an envelope', async () => {
    const unknown = await platform.post(`/api/payment/demo/${'a'.repeat(32)}/confirm`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, codeStatus: 103 });
    const malformed = await platform.post('/api/payment/demo/not-a-token/confirm', {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, codeStatus: 400 });
  });

  it('should cancel a checkout left open for an hour on the tick', async () => {
    const { url } = dataOf<TopUpStarted>(await freekassa(6000));
    platform.clock.advance(61 * 60_000);
    expect(tickPayments(platform.context).expiredCheckouts).toBeGreaterThan(0);
    const row = platform.context.database
      .prepare('SELECT status FROM payments WHERE token = ?')
      .get(tokenOf(url));
    expect(row).toEqual({ status: 1 });
  });
});
