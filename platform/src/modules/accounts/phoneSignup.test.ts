import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../auth/currentUser.ts';
import { sessionCookieOf, withTestPlatform } from '../../testing.ts';
import { phoneCodeHash, phoneCodeSecret } from './phoneCodeHash.ts';
import { mailbox } from './testMailbox.ts';

const platform = withTestPlatform();

const minute = 60 * 1000;

const userByPhone = (phone: string) =>
  platform.context.database.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as
    UserRow | undefined;

const requestCode = (phone: string) =>
  platform.post('/api/user/phone/code', { phone, hash: phoneCodeHash(phone) });

/** Requests a sign-up code and reads it from the dev mailbox. */
async function smsCode(phone: string) {
  const response = await requestCode(phone);
  expect(response.body).toMatchObject({ success: true });
  const [sms] = await mailbox(platform, phone);
  return sms?.code ?? '';
}

const chileanSignUp = (phone: string, code: string, extra: object = {}) =>
  platform.post('/api/user/signup/phone', {
    name: 'Ana',
    phone,
    currency: 'CLP',
    password: 'kiwi42',
    birth_date: '1990-05-17',
    lang: 'pt',
    code,
    country_code: 'CL',
    promocode: 'PHONE10',
    ...extra,
  });

describe('phone code hash', () => {
  it('should be the lower-case hex SHA-256 of "phone:secret" (a fixed vector for the app)', () => {
    expect(phoneCodeSecret).toBe('wl-demo-phone-code');
    expect(phoneCodeHash('56912345678')).toBe(
      '20829f255ef07ee3cec2cee5ecb5ed644ba9c53d027088fb31603096a5352737',
    );
  });
});

describe('POST /api/user/phone/code', () => {
  it('should SMS a 4-digit code to the dev mailbox', async () => {
    const response = await requestCode('+56 9 1000 0001');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      data: { user_phone: '56910000001', request_id: expect.any(Number) as number },
    });
    const [sms] = await mailbox(platform, '+56910000001');
    expect(sms).toMatchObject({ to: '56910000001', channel: 'sms', subject: 'Código SMS' });
    expect(sms?.code).toMatch(/^\d{4}$/);
    expect(sms?.text).toContain(sms?.code);
    expect(sms?.link).toBeUndefined();
  });

  it('should answer a wrong hash with a 400 envelope and send nothing', async () => {
    const response = await platform.post('/api/user/phone/code', {
      phone: '56910000002',
      hash: phoneCodeHash('56910000003'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    expect(await mailbox(platform, '56910000002')).toEqual([]);
  });

  it('should answer code 15 for a phone of the wrong length', async () => {
    const response = await requestCode('5691000000');
    expect(response.body).toMatchObject({ success: false, codeStatus: 15 });
  });

  it('should stop at 5 SMS a day per phone, then allow more a day later', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await requestCode('56910000004')).statusCode).toBe(200);
    }
    const sixth = await requestCode('56910000004');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      data: null,
      errorMessage: 'Superado límite diario de mensajes SMS',
      codeStatus: 429,
    });
    expect(await mailbox(platform, '56910000004')).toHaveLength(5);
    platform.clock.advance(24 * 60 * minute);
    expect((await requestCode('56910000004')).statusCode).toBe(200);
  });
});

describe('POST /api/user/signup/phone', () => {
  it('should create and sign in a player with the last code sent to the phone', async () => {
    await smsCode('56910000010');
    const code = await smsCode('56910000010');
    const response = await chileanSignUp('+56 9 1000 0010', code);
    expect(response.statusCode).toBe(200);
    const user = userByPhone('56910000010');
    expect(response.body).toMatchObject({ success: true, data: { id: user?.id, role: 0 } });
    expect(user).toMatchObject({
      login: '56910000010',
      first_name: 'Ana',
      currency: 'CLP',
      lang: 'pt-PT',
      country_code: 'CL',
      promocode: 'PHONE10',
      role: 0,
      balance_cents: 0,
    });
    const check = await platform.get('/api/user/check', sessionCookieOf(response));
    expect(check.body).toMatchObject({ data: { id: user?.id } });
    const login = await platform.post('/api/user/login/phone', {
      phone: '+56910000010',
      password: 'kiwi42',
    });
    expect(login.body).toMatchObject({ success: true, data: { id: user?.id } });
  });

  it('should answer code 6 for an earlier code, a wrong code or no code at all', async () => {
    const earlier = await smsCode('56910000011');
    await smsCode('56910000011');
    expect((await chileanSignUp('56910000011', earlier)).body).toMatchObject({ codeStatus: 6 });
    expect((await chileanSignUp('56910000012', '1234')).body).toMatchObject({ codeStatus: 6 });
    expect(userByPhone('56910000011')).toBeUndefined();
  });

  it('should burn a code after 5 wrong guesses', async () => {
    const code = await smsCode('56910000013');
    const wrong = code === '0000' ? '0001' : '0000';
    for (let index = 0; index < 5; index += 1) {
      expect((await chileanSignUp('56910000013', wrong)).body).toMatchObject({ codeStatus: 6 });
    }
    expect((await chileanSignUp('56910000013', code)).body).toMatchObject({ codeStatus: 6 });
  });

  it('should answer code 7 after 10 minutes', async () => {
    const code = await smsCode('56910000014');
    platform.clock.advance(10 * minute);
    const response = await chileanSignUp('56910000014', code);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 7 });
  });

  it('should answer code 15 for a bad phone or a country_code of another country', async () => {
    const code = await smsCode('56910000015');
    for (const extra of [{ phone: '5691000001' }, { country_code: 'BR' }]) {
      const response = await chileanSignUp('56910000015', code, extra);
      expect(response.body).toMatchObject({ success: false, codeStatus: 15 });
    }
    const byPlatformId = await chileanSignUp('56910000015', code, { country_code: '205' });
    expect(byPlatformId.body).toMatchObject({ success: true });
  });

  it('should answer 695 for a phone that has an account', async () => {
    const response = await chileanSignUp('+56987654321', '0000');
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({ success: false, codeStatus: 695 });
  });

  it('should answer 231, 233 and a 400 currency envelope before using the code', async () => {
    const code = await smsCode('56910000016');
    const weak = await chileanSignUp('56910000016', code, { password: 'abcdef' });
    expect(weak.body).toMatchObject({ codeStatus: 231 });
    const spaces = await chileanSignUp('56910000016', code, { password: 'abc 123' });
    expect(spaces.body).toMatchObject({ codeStatus: 233 });
    const currency = await chileanSignUp('56910000016', code, { currency: 'EUR' });
    expect(currency.body).toMatchObject({ codeStatus: 400 });
    expect((await chileanSignUp('56910000016', code)).body).toMatchObject({ success: true });
  });

  it('should refuse a birth date under 18 with code 240, keeping the code usable', async () => {
    const code = await smsCode('56910000017');
    const young = await chileanSignUp('56910000017', code, { birth_date: '2010-01-01' });
    expect(young.body).toMatchObject({ success: false, codeStatus: 240 });
    expect(userByPhone('56910000017')).toBeUndefined();
    const adult = await chileanSignUp('56910000017', code);
    expect(adult.body).toMatchObject({ success: true });
    expect(userByPhone('56910000017')).toMatchObject({
      birth_date: '1990-05-17',
      bonus_balance_cents: 1_000_000,
    });
  });

  it('should sign up a +993 number with its own login', async () => {
    const code = await smsCode('+99361234567');
    const payload = {
      name: 'Merdan',
      phone: '+99361234567',
      currency: 'TMT',
      password: 'kiwi42',
      birth_date: '1990-05-17',
    };
    const withoutLogin = await platform.post('/api/user/signup/phone', { ...payload, code });
    expect(withoutLogin.statusCode).toBe(400);
    expect(withoutLogin.body).toMatchObject({ success: false, codeStatus: 400 });
    const response = await platform.post('/api/user/signup/phone', {
      ...payload,
      code,
      login: 'merdan',
    });
    expect(response.body).toMatchObject({ success: true });
    expect(userByPhone('99361234567')).toMatchObject({
      login: 'merdan',
      currency: 'TMT',
      country_code: 'TM',
      first_name: 'Merdan',
    });
    const login = await platform.post('/api/user/login', { login: 'merdan', password: 'kiwi42' });
    expect(login.body).toMatchObject({ success: true });
  });
});
