import { describe, expect, it } from 'vitest';
import { createClock } from '../../clock.ts';
import { createContext } from '../../platform.ts';
import { buildServer } from '../../server.ts';
import { requestsTo, sessionCookieOf, testClockStart, withTestPlatform } from '../../testing.ts';
import { decodeCredential, encodeCredential } from './credentialsCodec.ts';
import { mailbox } from './testMailbox.ts';

const platform = withTestPlatform();

describe('credentials codec', () => {
  it('should be base64url of the UTF-8 text with its characters reversed', () => {
    expect(encodeCredential('abc')).toBe(Buffer.from('cba').toString('base64url'));
    expect(encodeCredential('player@mirror.demo.test')).toBe('dHNldC5vbWVkLnJvcnJpbUByZXlhbHA');
  });

  it.each(['demo1234', 'contraseña ñ', 'emoji 😀 ok', ''])('should round-trip %j', (text) => {
    const encoded = encodeCredential(text);
    expect(encoded).toMatch(/^[\w-]*$/);
    expect(decodeCredential(encoded)).toBe(text);
  });

  it.each(['not base64!', 'A', '_w'])('should refuse to decode %j', (encoded) => {
    expect(decodeCredential(encoded)).toBeUndefined();
  });
});

describe('code 20: accounts of the mirror site', () => {
  it('should answer the universal login with a redirect carrying the credentials', async () => {
    const response = await platform.post<{ redirect: string }>('/api/user/login', {
      login: 'player@mirror.demo.test',
      password: 'demo1234',
    });
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toMatchObject({ success: false, codeStatus: 20 });
    const url = new URL(body.data.redirect);
    expect(url.origin).toBe('https://mirror.example');
    expect(decodeCredential(url.searchParams.get('log') ?? '')).toBe('player@mirror.demo.test');
    expect(decodeCredential(url.searchParams.get('pas') ?? '')).toBe('demo1234');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('should check the password before redirecting', async () => {
    const response = await platform.post('/api/user/login', {
      login: 'player@mirror.demo.test',
      password: 'wrong',
    });
    expect(response.body).toMatchObject({ success: false, data: null, codeStatus: 4 });
  });

  it("should answer a mirror account's balance with code 20, and no one else's", async () => {
    const mirror = await platform.signIn('player@mirror.demo.test');
    const balance = await platform.get('/api/user/balance', mirror);
    expect(balance.body).toEqual({
      success: false,
      data: { redirect: 'https://mirror.example/' },
      errorMessage: 'The account belongs to another site',
      codeStatus: 20,
    });
    const player = await platform.get('/api/user/balance', await platform.signIn());
    expect(player.body).toMatchObject({ success: true, codeStatus: 0 });
  });
});

describe('GET /api/dev/mailbox', () => {
  it('should list one recipient’s messages newest first', async () => {
    await platform.post('/api/user/password/restore', { email: 'player@demo.test' });
    await platform.post('/api/user/password/restore/phone', { phone: '56987654321' });
    await platform.post('/api/user/password/restore', { email: 'Player@Demo.test' });
    const mails = await mailbox(platform, 'PLAYER@demo.test');
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.channel)).toEqual(['email', 'email']);
    expect(mails[0]?.id).toBeGreaterThan(mails[1]?.id ?? Infinity);
    expect(mails[0]).toMatchObject({
      to: 'player@demo.test',
      sentAt: testClockStart,
      link: expect.stringMatching(/^\/restore-password\?code=/) as string,
    });
    const sms = await platform.get<Array<{ to: string }>>(
      '/api/dev/mailbox?to=56987654321&limit=1',
    );
    expect(sms.body.data.map((message) => message.to)).toEqual(['56987654321']);
  });

  it('should not exist when dev endpoints are off', async () => {
    const context = createContext({
      brandId: 'demo',
      databasePath: ':memory:',
      clock: createClock({ start: testClockStart, speed: 0 }),
      devEndpoints: false,
    });
    const app = await buildServer({ brandId: 'demo', context });
    const response = await requestsTo(app).get('/api/dev/mailbox');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({ success: false, codeStatus: 404 });
    await app.close();
    context.database.close();
  });
});
