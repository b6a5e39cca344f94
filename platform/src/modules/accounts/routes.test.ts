import { describe, expect, it } from 'vitest';
import { sessionCookieOf, withTestPlatform } from '../../testing.ts';

const platform = withTestPlatform();

// Other modules' seeds may move the player's money (seeded bets), so read it rather than assume.
const playerBalance = () =>
  (
    platform.context.database.prepare('SELECT balance_cents FROM users WHERE id = 1').get() as {
      balance_cents: number;
    }
  ).balance_cents / 100;

const login = (url: string, payload: object) => platform.post(url, payload);

describe('POST /api/user/login/email', () => {
  it('should sign the demo player in with an http-only, SameSite session cookie', async () => {
    const response = await login('/api/user/login/email', {
      email: 'player@demo.test',
      password: 'demo1234',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ success: true, codeStatus: 0, data: { role: 0 } });
    const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 2],
    [{ email: 'nobody@demo.test', password: 'demo1234' }, 3],
    [{ email: 'player@demo.test', password: 'wrong' }, 4],
    [{ email: 'banned@demo.test', password: 'demo1234' }, 5],
  ])('should refuse %j with auth code %i and no session', async (payload, code) => {
    const response = await login('/api/user/login/email', payload);
    expect(response.body).toMatchObject({ success: false, data: null, codeStatus: code });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('should answer a malformed body with a 400 envelope, not a crash', async () => {
    const response = await platform.post('/api/user/login/email', '{"email": ', undefined, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    const missing = await login('/api/user/login/email', { email: 'player@demo.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({ success: false, codeStatus: 400 });
  });

  it('should refuse a cross-site form post (only JSON bodies are accepted)', async () => {
    const response = await platform.post(
      '/api/user/login/email',
      'email=player%40demo.test&password=demo1234',
      undefined,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.body).toMatchObject({ success: false });
  });
});

describe('universal login, check, balance and logout', () => {
  it('should treat a login with @ or . as an e-mail', async () => {
    const response = await login('/api/user/login', {
      login: 'player@demo.test',
      password: 'demo1234',
    });
    expect(response.body).toMatchObject({ success: true });
  });

  it('should treat a login with neither @ nor . as a phone number', async () => {
    const response = await login('/api/user/login', { login: '56912345678', password: 'demo1234' });
    expect(response.body).toMatchObject({ success: false, codeStatus: 3 });
  });

  it('should sign in by phone, whatever the formatting, by either phone call', async () => {
    const byPhone = await login('/api/user/login/phone', {
      phone: '+56 9 8765 4321',
      password: 'demo1234',
    });
    expect(byPhone.body).toMatchObject({ success: true, data: { id: 1 } });
    const universal = await login('/api/user/login', {
      login: '56987654321',
      password: 'demo1234',
    });
    expect(universal.body).toMatchObject({ success: true, data: { id: 1 } });
  });

  it('should report the signed-in user and balance, and forget them after logout', async () => {
    const signIn = await login('/api/user/login/email', {
      email: 'player@demo.test',
      password: 'demo1234',
    });
    const cookie = sessionCookieOf(signIn) ?? '';

    const check = await platform.get('/api/user/check', cookie);
    expect(check.body).toMatchObject({
      success: true,
      data: { email: 'player@demo.test', role: 0, currency: 'CLP', is_partner: false },
    });
    const balance = await platform.get('/api/user/balance', cookie);
    expect(balance.body).toMatchObject({
      success: true,
      data: { balance: playerBalance(), is_banned: false },
    });

    await platform.get('/api/user/logout', cookie);
    const after = await platform.get('/api/user/check', cookie);
    expect(after.statusCode).toBe(401);
    expect(after.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it('should expose the partner and non-player accounts the seed provides', async () => {
    const partner = await login('/api/user/login/email', {
      email: 'partner@demo.test',
      password: 'demo1234',
    });
    const partnerCheck = await platform.get('/api/user/check', sessionCookieOf(partner) ?? '');
    expect(partnerCheck.body).toMatchObject({ data: { is_partner: true } });
    const staff = await login('/api/user/login/email', {
      email: 'staff@demo.test',
      password: 'demo1234',
    });
    expect(staff.body).toMatchObject({ success: true, data: { role: 1 } });
  });

  it('should never store a password in clear', () => {
    const hashes = platform.context.database
      .prepare('SELECT password_hash AS hash FROM users')
      .all() as Array<{
      hash: string;
    }>;
    expect(
      hashes.every(({ hash }) => hash.startsWith('scrypt$') && !hash.includes('demo1234')),
    ).toBe(true);
  });
});

describe('sign-in rate limit', () => {
  it('should stop guessing one account after 5 failures, with the envelope', async () => {
    const guess = () =>
      login('/api/user/login/email', { email: 'target@demo.test', password: 'guess' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess()).body).toMatchObject({ codeStatus: 3 });
    }
    const blocked = await guess();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.body).toEqual({
      success: false,
      data: null,
      errorMessage: 'Too many sign-in attempts; try again in 30 seconds',
      codeStatus: 429,
    });
  });

  it('should not lock other accounts from the same address', async () => {
    const other = await login('/api/user/login/email', {
      email: 'staff@demo.test',
      password: 'demo1234',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/user/blocklist', () => {
  it('should refuse a visitor with auth code 1', async () => {
    const response = await platform.get('/api/user/blocklist');
    expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it("should join the brand's bans with the player's own", async () => {
    const cookie = await platform.signIn();
    const response = await platform.get('/api/user/blocklist', cookie);
    expect(response.body).toMatchObject({ success: true, data: ['universalrace'] });
  });
});
