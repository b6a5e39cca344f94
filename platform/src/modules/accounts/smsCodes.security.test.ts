import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import { phoneCodeHash } from './phoneCodeHash.ts';

const platform = withTestPlatform();

const ownerPhone = '56987654321';
const dailyLimitRefusal = {
  success: false,
  errorMessage: 'Superado límite diario de mensajes SMS',
  codeStatus: 429,
};

/** A call from a given client address (the in-process default is 127.0.0.1). */
const postFrom = (remoteAddress: string, url: string, payload: object) =>
  platform.app.inject({ method: 'POST', url, payload, remoteAddress });

const recoverByPhone = (remoteAddress: string, phone = ownerPhone) =>
  postFrom(remoteAddress, '/api/user/password/restore/phone', { phone });

const signUpCode = (remoteAddress: string, phone: string) =>
  postFrom(remoteAddress, '/api/user/phone/code', { phone, hash: phoneCodeHash(phone) });

describe('SMS quota: strangers burning a phone’s daily SMS so its owner cannot recover it', () => {
  it('should still send the owner a code after another address used up its own 5 a day', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await recoverByPhone('203.0.113.50')).statusCode).toBe(200);
    }
    const sixth = await recoverByPhone('203.0.113.50');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject(dailyLimitRefusal);

    const owner = await recoverByPhone('198.51.100.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ success: true, data: { user_phone: ownerPhone } });
  });

  it('should stop one address from sending SMS to phone after phone', async () => {
    const phones = Array.from(
      { length: 21 },
      (_, index) => `569200000${String(index).padStart(2, '0')}`,
    );
    for (const phone of phones.slice(0, 20)) {
      expect((await signUpCode('203.0.113.60', phone)).statusCode).toBe(200);
    }
    const flooded = await signUpCode('203.0.113.60', phones[20] ?? '');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toMatchObject(dailyLimitRefusal);
    expect((await signUpCode('198.51.100.2', phones[20] ?? '')).statusCode).toBe(200);
  });

  it('should keep a daily ceiling per phone however many addresses ask (SMS pumping)', async () => {
    const phone = '56930000001';
    for (let address = 1; address <= 5; address += 1) {
      for (let index = 0; index < 5; index += 1) {
        expect((await signUpCode(`192.0.2.${address}`, phone)).statusCode).toBe(200);
      }
    }
    const pumped = await signUpCode('192.0.2.6', phone);
    expect(pumped.statusCode).toBe(429);
    expect(pumped.json()).toMatchObject(dailyLimitRefusal);
  });

  it('should store the requesting address with every SMS', async () => {
    await recoverByPhone('198.51.100.3');
    const row = platform.context.database
      .prepare(`SELECT * FROM outbox_messages WHERE channel = 'sms' ORDER BY id DESC LIMIT 1`)
      .get() as Record<string, unknown>;
    expect(row).toMatchObject({ recipient: ownerPhone, requester: '198.51.100.3' });
  });
});
