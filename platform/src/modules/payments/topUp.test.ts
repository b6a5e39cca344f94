import { describe, expect, it } from 'vitest';
import { impossiblePhones } from '../../../../schemas/phoneRule.examples.ts';
import { callingCodeOf } from '../../../../schemas/phoneRule.ts';

import { withSessions, withTestPlatform } from '../../testing.ts';
import type { TopUpStarted } from './testSupport.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

const post = (url: string, payload: object) => platform.post(url, payload, cookies.player);

async function freekassa(amount: number, paymentMode: number | string = 63) {
  const response = await post('/api/payment/freekassa/init', {
    amount,
    payment_mode: paymentMode,
  });
  return response;
}

describe('top-up inits', () => {
  it('should start a freekassa top-up as a pending payment with a checkout url', async () => {
    const response = await freekassa(6000);
    expect(response.statusCode).toBe(200);
    const body = response.body as { data: TopUpStarted };
    expect(body).toMatchObject({
      success: true,
      codeStatus: 0,
      data: { status: 0, amount: 6000, currency: 'CLP' },
    });
    expect(body.data.url).toMatch(/^\/demo\/checkout\/[a-f0-9]{32}\?lang=es$/);
    const row = platform.context.database
      .prepare('SELECT * FROM payments WHERE id = ?')
      .get(body.data.payment_id);
    expect(row).toMatchObject({
      user_id: 1,
      provider: 'freekassa',
      payment_mode: '63',
      type: 16,
      status: 0,
      amount_cents: 600_000,
    });
  });

  it('should start an interkassa top-up from the query string', async () => {
    const response = await platform.get(
      '/api/payment/interkassa/init?amount=7000&ik_pw_via=visa_cpaytrio_pay&payment_mode=160&lang=en-US',
      cookies.player,
    );
    const body = response.body as { data: TopUpStarted };
    expect(body).toMatchObject({ success: true, data: { amount: 7000, status: 0 } });
    expect(body.data.url).toMatch(/\?lang=en$/);
    const row = platform.context.database
      .prepare('SELECT * FROM payments WHERE id = ?')
      .get(body.data.payment_id);
    expect(row).toMatchObject({ provider: 'interkassa', method: 'visa_cpaytrio_pay', type: 16 });
  });

  it('should start a platilka top-up (type 1, e-wallet) and a payku one with payment_link', async () => {
    const platilka = (
      await post('/api/payment/platilka/init', {
        pay_with: 'mobile',
        amount: 6000,
        phone_number: '+56912345678',
      })
    ).body as { data: TopUpStarted };
    expect(platilka).toMatchObject({ success: true, data: { amount: 6000 } });
    expect(
      platform.context.database
        .prepare('SELECT * FROM payments WHERE id = ?')
        .get(platilka.data.payment_id),
    ).toMatchObject({
      provider: 'platilka',
      method: 'mobile',
      type: 1,
      phone_number: '+56912345678',
    });

    const payku = (await post('/api/payment/payku', { amount: 10_000 })).body as {
      data: TopUpStarted;
    };
    expect(payku).toMatchObject({ success: true, data: { amount: 10_000 } });
    expect(payku.data.payment_link).toBe(payku.data.url);
    expect(
      platform.context.database
        .prepare('SELECT * FROM payments WHERE id = ?')
        .get(payku.data.payment_id),
    ).toMatchObject({ provider: 'payku', method: 'webpay', type: 1 });
  });

  it('should refuse an amount under the CLP minimum of 6000 with code 101', async () => {
    for (const response of [
      await freekassa(5999),
      await post('/api/payment/payku', { amount: 100 }),
      await post('/api/payment/platilka/init', { pay_with: 'wallet', amount: 5000 }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({
        success: false,
        data: null,
        errorMessage: 'Cantidad menor que mínima',
        codeStatus: 101,
      });
    }
  });

  it('should refuse an amount above the maximum, or with sub-cent precision, with code 101', async () => {
    expect((await freekassa(5_000_001)).body).toMatchObject({
      codeStatus: 101,
      errorMessage: 'Cantidad mayor que máxima',
    });
    expect((await freekassa(6000.001)).body).toMatchObject({ codeStatus: 101 });
    // The demo player holds Chilean pesos, which have no decimals (decision 013).
    expect((await freekassa(6000.5)).body).toMatchObject({
      codeStatus: 101,
      errorMessage: 'Cantidad no válida',
    });
  });

  it('should answer in the language asked for', async () => {
    const response = await post('/api/payment/freekassa/init', {
      amount: 1,
      payment_mode: 63,
      lang: 'pt-PT',
    });
    expect(response.body).toMatchObject({
      codeStatus: 101,
      errorMessage: 'Quantia inferior ao mínimo',
    });
  });

  it('should refuse an unknown payment mode with code 102', async () => {
    for (const response of [
      await freekassa(6000, 999),
      await freekassa(6000, 'paypal'),
      await platform.get(
        '/api/payment/interkassa/init?amount=7000&ik_pw_via=x&payment_mode=1',
        cookies.player,
      ),
      await post('/api/payment/platilka/init', { pay_with: 'bitcoin', amount: 6000 }),
      await post('/api/payment/payku', { amount: 6000, payment_mode: 'cash' }),
    ]) {
      expect(response.body).toMatchObject({ success: false, codeStatus: 102 });
    }
  });

  it('should accept every aggregator payment mode id of the spec', async () => {
    for (const mode of [63, 160, 45, 147, 116, 114, 64, 150, 2, 84, 83, 132, 82]) {
      expect((await freekassa(6000, mode)).body).toMatchObject({ success: true });
    }
  });

  it('should require a valid phone for platilka mobile payments (code 15)', async () => {
    const response = await post('/api/payment/platilka/init', { pay_with: 'mobile', amount: 6000 });
    expect(response.body).toMatchObject({ success: false, codeStatus: 15 });
  });

  it.each(impossiblePhones)(
    'should refuse the impossible $region number $nationalNumber for a mobile payment (code 15)',
    async ({ region, nationalNumber }) => {
      const response = await post('/api/payment/platilka/init', {
        pay_with: 'mobile',
        amount: 6000,
        phone_number: `+${callingCodeOf(region)}${nationalNumber}`,
      });
      expect(response.body).toMatchObject({ success: false, codeStatus: 15 });
    },
  );

  it('should refuse guests with code 1 and malformed bodies with a 400 envelope', async () => {
    const guest = await platform.post('/api/payment/freekassa/init', {
      amount: 6000,
      payment_mode: 63,
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
    const malformed = await post('/api/payment/freekassa/init', { amount: 'lots' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, codeStatus: 400 });
    const negative = await post('/api/payment/payku', { amount: -5 });
    expect(negative.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});
