import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from '../../clock.ts';
import { devEndpointsFromEnvironment } from '../../devEndpoints.ts';
import { createContext, seedPlatform } from '../../platform.ts';
import { buildServer } from '../../server.ts';
import { testClockStart, withTestPlatform } from '../../testing.ts';

const platform = withTestPlatform();

const yearMs = 365 * 24 * 60 * 60 * 1000;

/** A call from a given TCP peer (the in-process default is 127.0.0.1). */
const callFrom = (remoteAddress: string, options: InjectOptions) =>
  platform.app.inject({ remoteAddress, ...options });

const readMailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  callFrom(remoteAddress, {
    method: 'GET',
    url: '/api/dev/mailbox?to=player@demo.test',
    headers,
  });

const moveClock = (body: object, remoteAddress = '127.0.0.1') =>
  callFrom(remoteAddress, { method: 'POST', url: '/api/dev/clock', payload: body });

afterEach(() => {
  vi.unstubAllEnvs();
  platform.clock.set(testClockStart);
});

describe('dev endpoints: taking over any account through the mailbox, or moving time, from anywhere', () => {
  it('should not serve the mailbox or the clock unless PLATFORM_DEV_ENDPOINTS=1 turns them on', async () => {
    for (const setting of ['', 'yes']) {
      expect(devEndpointsFromEnvironment({ PLATFORM_DEV_ENDPOINTS: setting })).toBe(false);
    }
    for (const setting of [undefined, '0', 'true']) {
      vi.stubEnv('PLATFORM_DEV_ENDPOINTS', setting);
      const context = createContext({
        brandId: 'demo',
        databasePath: ':memory:',
        clock: createClock({ start: testClockStart, speed: 0 }),
      });
      const app = await buildServer({ brandId: 'demo', context });
      const mailbox = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@b.test' });
      const clock = await app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { advanceMs: 60_000 },
      });
      expect([setting, mailbox.statusCode, clock.statusCode]).toEqual([setting, 404, 404]);
      expect(mailbox.json()).toMatchObject({ success: false, codeStatus: 404 });
      await app.close();
      context.database.close();
    }
    vi.stubEnv('PLATFORM_DEV_ENDPOINTS', '1');
    const context = createContext({
      brandId: 'demo',
      databasePath: ':memory:',
      clock: createClock({ start: testClockStart, speed: 0 }),
    });
    const app = await buildServer({ brandId: 'demo', context });
    expect((await app.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(200);
    await app.close();
    context.database.close();
  }, 30_000);

  it('should refuse a remote caller the reset link a recovery request just mailed', async () => {
    const restore = await callFrom('203.0.113.9', {
      method: 'POST',
      url: '/api/user/password/restore',
      payload: { email: 'player@demo.test' },
    });
    expect(restore.statusCode).toBe(200);
    for (const address of ['203.0.113.9', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1']) {
      const response = await readMailbox(address);
      expect([address, response.statusCode]).toEqual([address, 403]);
      expect(response.json()).toMatchObject({ success: false, data: null, codeStatus: 403 });
      expect(response.body).not.toContain('restore-password');
    }
  });

  it('should refuse a remote caller the clock, reading or moving it', async () => {
    const read = await callFrom('198.51.100.4', { method: 'GET', url: '/api/dev/clock' });
    expect(read.statusCode).toBe(403);
    const moved = await moveClock({ advanceMs: 60 * 60 * 1000 }, '198.51.100.4');
    expect(moved.statusCode).toBe(403);
    expect(platform.clock.now().toISOString()).toBe(testClockStart);
  });

  it('should refuse a caller behind a local reverse proxy (forwarding headers)', async () => {
    const forwardings: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of forwardings) {
      const response = await readMailbox('127.0.0.1', headers);
      expect([headers, response.statusCode]).toEqual([headers, 403]);
    }
  });

  it('should answer loopback callers (127.0.0.0/8, ::1, ::ffff:127.x)', async () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      const response = await readMailbox(address);
      expect([address, response.statusCode]).toEqual([address, 200]);
    }
  });

  it('should not list every recipient’s codes: the mailbox needs `to`', async () => {
    await platform.post('/api/user/password/restore', { email: 'player@demo.test' });
    const response = await platform.get('/api/dev/mailbox');
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, data: null, codeStatus: 400 });
    expect(response.text).not.toContain('restore-password');
  });

  it('should refuse a clock move that would crash the platform or leave the year ahead', async () => {
    for (const body of [
      { advanceMs: 10_000_000_000_000_000 },
      { advanceMs: yearMs + 1 },
      { set: '9999-12-31T00:00:00Z' },
      { set: new Date(Date.parse(testClockStart) + yearMs + 60_000).toISOString() },
    ]) {
      const response = await moveClock(body);
      expect([body, response.statusCode]).toEqual([body, 400]);
      expect(response.json()).toMatchObject({ success: false, data: null, codeStatus: 400 });
      expect(platform.clock.now().toISOString()).toBe(testClockStart);
    }
    // A year at a time still cannot take the clock more than a year ahead.
    expect((await moveClock({ advanceMs: yearMs })).statusCode).toBe(200);
    expect((await moveClock({ advanceMs: 24 * 60 * 60 * 1000 })).statusCode).toBe(400);
  });

  it('should refuse to set the clock before the seed data begins', async () => {
    const beforeSeed = new Date(Date.parse(testClockStart) - 1000).toISOString();
    const response = await moveClock({ set: beforeSeed });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, codeStatus: 400 });
    expect(platform.clock.now().toISOString()).toBe(testClockStart);
    expect((await moveClock({ set: '1970-01-01T00:00:00Z' })).statusCode).toBe(400);
    const later = new Date(Date.parse(testClockStart) + 6 * 24 * 60 * 60 * 1000).toISOString();
    expect((await moveClock({ set: later })).json()).toMatchObject({ data: { now: later } });
  });

  it('should keep the seed epoch of a database seeded earlier than the clock’s start', async () => {
    // A demo database seeded a week ago and a platform restarted today: the week is seed data.
    const clock = createClock({ start: '2026-11-11T12:00:00Z', speed: 0 });
    const context = createContext({
      brandId: 'demo',
      databasePath: ':memory:',
      clock,
      devEndpoints: true,
    });
    await seedPlatform(context);
    clock.set(testClockStart);
    const app = await buildServer({ brandId: 'demo', context });
    const move = (set: string) =>
      app.inject({ method: 'POST', url: '/api/dev/clock', payload: { set } });
    expect((await move('2026-11-12T00:00:00Z')).statusCode).toBe(200);
    expect((await move('2026-11-11T11:00:00Z')).statusCode).toBe(400);
    await app.close();
    context.database.close();
  }, 30_000);

  it('should make the clock itself refuse a moment no Date can hold', () => {
    const clock = createClock({ start: testClockStart, speed: 0 });
    expect(() => clock.advance(10_000_000_000_000_000)).toThrow(/clock/i);
    expect(() => clock.set(8.64e15 + 1)).toThrow(/clock/i);
    expect(() => clock.advance(Number.NaN)).toThrow(/clock/i);
    expect(clock.now().toISOString()).toBe(testClockStart);
  });
});
