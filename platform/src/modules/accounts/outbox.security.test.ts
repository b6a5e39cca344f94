import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClock } from '../../clock.ts';
import type { PlatformContext } from '../../context.ts';
import { createContext, seedPlatform } from '../../platform.ts';
import { buildServer } from '../../server.ts';
import { requestsTo, testClockStart, type TestRequests } from '../../testing.ts';
import { phoneCodeHash } from './phoneCodeHash.ts';

/** A platform as `npm start` runs it: dev endpoints off. */
let context: PlatformContext;
let server: TestRequests & { close(): Promise<unknown> };

beforeAll(async () => {
  context = createContext({
    brandId: 'demo',
    databasePath: ':memory:',
    clock: createClock({ start: testClockStart, speed: 0 }),
    devEndpoints: false,
  });
  await seedPlatform(context);
  const app = await buildServer({ brandId: 'demo', context });
  server = { ...requestsTo(app), close: () => app.close() };
});

afterAll(async () => {
  await server.close();
  context.database.close();
});

const outboxRows = () =>
  context.database.prepare('SELECT * FROM outbox_messages ORDER BY id').all() as Array<
    Record<string, unknown>
  >;

/** Every kind of message: a reset link, a recovery SMS, a sign-up SMS, a verification link. */
async function sendOneOfEach() {
  await server.post('/api/user/password/restore', { email: 'player@demo.test' });
  await server.post('/api/user/password/restore/phone', { phone: '56987654321' });
  const phone = '56940000001';
  await server.post('/api/user/phone/code', { phone, hash: phoneCodeHash(phone) });
  await server.post('/api/user/signup', {
    email: 'outbox.check@example.com',
    currency: 'CLP',
    password: 'abc123',
    birth_date: '1990-05-17',
    need_activation: true,
  });
}

describe('outbox: reset links and codes printed to the log and kept in clear', () => {
  it('should print no link or code to the log', async () => {
    const printed: unknown[][] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...values: unknown[]) => {
        printed.push(values);
      }),
    );
    await sendOneOfEach();
    for (const spy of spies) spy.mockRestore();
    expect(printed.map((values) => values.join(' '))).toEqual([]);
  });

  it('should keep no text, link or code when dev endpoints are off, only what the limits count', async () => {
    await sendOneOfEach();
    const rows = outboxRows();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row).toMatchObject({ subject: null, text: null, link: null, code: null });
      expect(row).toMatchObject({
        recipient: expect.any(String) as string,
        channel: expect.stringMatching(/^(email|sms)$/) as string,
        sent_at: testClockStart,
        requester: '127.0.0.1',
      });
    }
  });

  it('should forget who asked for what once the limits no longer count it (a day)', async () => {
    await sendOneOfEach();
    context.clock.advance(24 * 60 * 60 * 1000 + 1);
    await server.post('/api/user/password/restore', { email: 'player@demo.test' });
    expect(outboxRows()).toEqual([
      expect.objectContaining({ recipient: 'player@demo.test', channel: 'email' }),
    ]);
  });

  it('should still count the daily SMS limit without the texts', async () => {
    const phone = '56940000002';
    const ask = () => server.post('/api/user/phone/code', { phone, hash: phoneCodeHash(phone) });
    for (let index = 0; index < 5; index += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).body).toMatchObject({ success: false, codeStatus: 429 });
  });
});
