import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCookieOf, withTestPlatform } from '../../testing.ts';
import { mailbox } from './testMailbox.ts';

const platform = withTestPlatform();

afterEach(() => {
  vi.restoreAllMocks();
});

const hour = 60 * 60 * 1000;

/** A fresh e-mail account and its session cookie. */
async function newAccount(email: string, password = 'kiwi42') {
  const response = await platform.post('/api/user/signup', {
    email,
    currency: 'USD',
    password,
    birth_date: '1990-05-17',
  });
  return sessionCookieOf(response) ?? '';
}

const signIn = (email: string, password: string) =>
  platform.post('/api/user/login/email', { email, password });

describe('POST /api/user/password/change', () => {
  it('should refuse a visitor with code 1', async () => {
    const response = await platform.post('/api/user/password/change', {
      password: 'kiwi42',
      new_password: 'xyz789',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it('should answer code 4 for a wrong current password, 231 and 233 for a bad new one', async () => {
    const cookie = await newAccount('change-bad@example.com');
    const cases: Array<[object, number]> = [
      [{ password: 'wrong1', new_password: 'xyz789' }, 4],
      [{ password: 'kiwi42', new_password: 'short' }, 231],
      [{ password: 'kiwi42', new_password: 'xyz 789' }, 233],
    ];
    for (const [payload, code] of cases) {
      const response = await platform.post('/api/user/password/change', payload, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, codeStatus: code });
    }
    expect((await signIn('change-bad@example.com', 'kiwi42')).body).toMatchObject({
      success: true,
    });
  });

  it('should change the password, end old sessions and keep this device signed in', async () => {
    const cookie = await newAccount('change@example.com');
    const otherDevice = sessionCookieOf(await signIn('change@example.com', 'kiwi42'));
    const response = await platform.post(
      '/api/user/password/change',
      { password: 'kiwi42', new_password: 'xyz789' },
      cookie,
    );
    expect(response.body).toEqual({
      success: true,
      data: null,
      errorMessage: null,
      codeStatus: 0,
    });
    const fresh = sessionCookieOf(response);
    expect((await platform.get('/api/user/check', fresh)).body).toMatchObject({ success: true });
    expect((await platform.get('/api/user/check', cookie)).body).toMatchObject({ codeStatus: 1 });
    expect((await platform.get('/api/user/check', otherDevice)).body).toMatchObject({
      codeStatus: 1,
    });
    expect((await signIn('change@example.com', 'kiwi42')).body).toMatchObject({ codeStatus: 4 });
    expect((await signIn('change@example.com', 'xyz789')).body).toMatchObject({ success: true });
  });
});

describe('password recovery by e-mail', () => {
  const restoreCode = async (email: string) => {
    const response = await platform.post('/api/user/password/restore', { email });
    expect(response.body).toEqual({
      success: true,
      data: null,
      errorMessage: null,
      codeStatus: 0,
    });
    const [mail] = await mailbox(platform, email);
    return mail?.code ?? '';
  };

  it('should mail a /restore-password link and log neither it nor a password', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await newAccount('restore-mail@example.com', 'secret42');
    await restoreCode('restore-mail@example.com');
    const [mail] = await mailbox(platform, 'restore-mail@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Recuperación de contraseña' });
    expect(mail?.link).toBe(`/restore-password?code=${mail?.code ?? ''}`);
    const logged = log.mock.calls.flat().join('\n');
    expect(logged).not.toContain(mail?.code);
    expect(logged).not.toContain('secret42');
  });

  it('should answer code 2 for a malformed e-mail and 3 for an unknown one', async () => {
    const malformed = await platform.post('/api/user/password/restore', { email: 'nobody' });
    expect(malformed.body).toMatchObject({ success: false, codeStatus: 2 });
    const unknown = await platform.post('/api/user/password/restore', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, codeStatus: 3 });
  });

  it('should set the new password once, end sessions, and refuse the code again', async () => {
    const cookie = await newAccount('restore@example.com');
    const code = await restoreCode('restore@example.com');
    const weak = await platform.post('/api/user/password/restore/new', {
      code,
      new_password: 'weak',
    });
    expect(weak.body).toMatchObject({ success: false, codeStatus: 231 });
    const done = await platform.post('/api/user/password/restore/new', {
      code,
      new_password: 'fresh123',
    });
    expect(done.body).toMatchObject({ success: true, codeStatus: 0 });
    expect((await platform.get('/api/user/check', cookie)).body).toMatchObject({ codeStatus: 1 });
    expect((await signIn('restore@example.com', 'fresh123')).body).toMatchObject({
      success: true,
    });
    const again = await platform.post('/api/user/password/restore/new', {
      code,
      new_password: 'other123',
    });
    expect(again.body).toMatchObject({ success: false, codeStatus: 6 });
  });

  it('should answer code 6 for an unknown code and 10 after an hour', async () => {
    const unknown = await platform.post('/api/user/password/restore/new', {
      code: 'made-up',
      new_password: 'fresh123',
    });
    expect(unknown.body).toMatchObject({ success: false, codeStatus: 6 });
    await newAccount('restore-late@example.com');
    const code = await restoreCode('restore-late@example.com');
    platform.clock.advance(hour);
    const late = await platform.post('/api/user/password/restore/new', {
      code,
      new_password: 'fresh123',
    });
    expect(late.statusCode).toBe(400);
    expect(late.body).toMatchObject({ success: false, codeStatus: 10 });
  });

  it('should rate-limit recovery per address and account', async () => {
    await newAccount('restore-often@example.com');
    for (let index = 0; index < 10; index += 1) {
      await restoreCode('restore-often@example.com');
    }
    const blocked = await platform.post('/api/user/password/restore', {
      email: 'restore-often@example.com',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, codeStatus: 429 });
    const other = await platform.post('/api/user/password/restore', { email: 'player@demo.test' });
    expect(other.body).toMatchObject({ success: true });
  });
});

describe('password recovery by phone', () => {
  const phone = '56987654321';

  const requestCode = async () => {
    const response = await platform.post('/api/user/password/restore/phone', {
      phone: '+56 9 8765 4321',
    });
    expect(response.body).toMatchObject({
      success: true,
      data: { user_phone: phone, request_id: expect.any(Number) as number },
    });
    const [sms] = await mailbox(platform, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    return sms?.code ?? '';
  };

  const restore = (code: string, newPassword = 'phone123') =>
    platform.post('/api/user/password/restore/phone/new', {
      phone,
      new_password: newPassword,
      code,
    });

  it('should answer code 3 for a phone without an account', async () => {
    for (const url of [
      '/api/user/password/restore/phone',
      '/api/user/password/restore/phone/new',
    ]) {
      const response = await platform.post(url, {
        phone: '56900000000',
        new_password: 'phone123',
        code: '1234',
      });
      expect(response.body).toMatchObject({ success: false, codeStatus: 3 });
    }
  });

  it('should answer code 6 for a wrong code and 10 after an hour', async () => {
    const code = await requestCode();
    const wrong = await restore(code === '0000' ? '0001' : '0000');
    expect(wrong.body).toMatchObject({ success: false, codeStatus: 6 });
    platform.clock.advance(hour);
    const late = await restore(code);
    expect(late.body).toMatchObject({ success: false, codeStatus: 10 });
  });

  it('should set the new password with the SMS code, once', async () => {
    const code = await requestCode();
    const weak = await restore(code, 'x y z 1 2');
    expect(weak.body).toMatchObject({ success: false, codeStatus: 233 });
    expect((await restore(code)).body).toMatchObject({ success: true, codeStatus: 0 });
    const login = await platform.post('/api/user/login/phone', { phone, password: 'phone123' });
    expect(login.body).toMatchObject({ success: true, data: { id: 1 } });
    expect((await restore(code, 'again123')).body).toMatchObject({ codeStatus: 6 });
  });

  it('should share the daily SMS limit with sign-up codes', async () => {
    // Two SMS went out above; three more reach the limit of five a day.
    for (let index = 0; index < 3; index += 1) await requestCode();
    const blocked = await platform.post('/api/user/password/restore/phone', { phone });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toMatchObject({
      errorMessage: 'Superado límite diario de mensajes SMS',
    });
  });
});
