import { describe, expect, it } from 'vitest';
import { sessionIdleHours } from '../../auth/sessions.ts';
import { sessionCookieOf, withTestPlatform } from '../../testing.ts';

const platform = withTestPlatform();

const minute = 60 * 1000;
const hour = 60 * minute;

const isSignedIn = async (cookie: string) =>
  (await platform.get('/api/user/check', cookie)).body.success;

const sessionRows = () =>
  (
    platform.context.database.prepare('SELECT COUNT(*) AS count FROM sessions').get() as {
      count: number;
    }
  ).count;

/** When the only session of an account was last used, as stored. */
const lastSeen = (email: string) =>
  (
    platform.context.database
      .prepare(
        'SELECT last_seen_at AS at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      )
      .get(email) as { at: string }
  ).at;

const newAccount = async (email: string) => {
  const response = await platform.post('/api/user/signup', {
    email,
    currency: 'USD',
    password: 'tapa42',
    birth_date: '1990-05-17',
  });
  return sessionCookieOf(response) ?? '';
};

describe('a stolen session that nobody uses stays valid for 30 days', () => {
  it('should end a session after 24 hours without activity, and delete it', async () => {
    const cookie = await platform.signIn();
    const before = sessionRows();
    platform.clock.advance(24 * hour + minute);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(sessionRows()).toBe(before - 1);
  });

  it('should keep a session in use alive past 24 hours', async () => {
    const cookie = await platform.signIn();
    for (let poll = 0; poll < 4; poll += 1) {
      platform.clock.advance(12 * hour);
      expect(await isSignedIn(cookie)).toBe(true);
    }
  });

  it('should record activity at most once a minute, not on every balance poll', async () => {
    const email = 'poller@example.com';
    const cookie = await newAccount(email);
    const signedUpAt = lastSeen(email);
    expect(signedUpAt).toBe(platform.clock.now().toISOString());
    for (let poll = 0; poll < 11; poll += 1) {
      platform.clock.advance(5000);
      expect((await platform.get('/api/user/balance', cookie)).body.success).toBe(true);
    }
    expect(lastSeen(email)).toBe(signedUpAt);
    platform.clock.advance(5000);
    await platform.get('/api/user/balance', cookie);
    expect(lastSeen(email)).toBe(platform.clock.now().toISOString());
  });

  it('should read the idle timeout from PLATFORM_SESSION_IDLE_HOURS, 24 by default', () => {
    expect(sessionIdleHours({})).toBe(24);
    expect(sessionIdleHours({ PLATFORM_SESSION_IDLE_HOURS: '2' })).toBe(2);
    expect(sessionIdleHours({ PLATFORM_SESSION_IDLE_HOURS: '0.5' })).toBe(0.5);
    for (const wrong of ['0', '-1', 'soon']) {
      expect(() => sessionIdleHours({ PLATFORM_SESSION_IDLE_HOURS: wrong })).toThrow(
        /PLATFORM_SESSION_IDLE_HOURS/,
      );
    }
  });
});

describe('session fixation and sessions that outlive a password', () => {
  it('should end the session a sign-in request came with (a planted cookie dies)', async () => {
    const planted = await platform.signIn('staff@demo.test');
    const response = await platform.post(
      '/api/user/login/email',
      { email: 'player@demo.test', password: 'demo1234' },
      planted,
    );
    const fresh = sessionCookieOf(response) ?? '';
    expect(fresh).not.toBe(planted);
    expect(await isSignedIn(fresh)).toBe(true);
    expect(await isSignedIn(planted)).toBe(false);
  });

  it('should end this device’s old session and every other one on a password change', async () => {
    const email = 'rotate@example.com';
    const device = await newAccount(email);
    const otherDevice = await platform.signIn(email, 'tapa42');
    const change = await platform.post(
      '/api/user/password/change',
      { password: 'tapa42', new_password: 'mango77' },
      device,
    );
    const fresh = sessionCookieOf(change) ?? '';
    expect(fresh).not.toBe(device);
    expect(await isSignedIn(fresh)).toBe(true);
    expect(await isSignedIn(device)).toBe(false);
    expect(await isSignedIn(otherDevice)).toBe(false);
  });
});
