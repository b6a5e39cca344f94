import type { FastifyInstance } from 'fastify';
import { createClock, type Clock } from './clock.ts';
import type { PlatformContext } from './context.ts';
import { createContext, seedPlatform } from './platform.ts';
import { buildServer } from './server.ts';

export interface TestPlatform {
  context: PlatformContext;
  app: FastifyInstance;
  clock: Clock;
  close(): Promise<void>;
  /** Signs in (default: the demo player) and returns the Cookie header value for inject(). */
  signIn(email?: string, password?: string): Promise<string>;
}

/** A Wednesday noon, UTC: free bets are claimable, the feed has a full week around it. */
export const testClockStart = '2026-11-18T12:00:00.000Z';

/**
 * A seeded in-memory platform with a stopped clock, for contract tests: the same seed gives the
 * same events, games and odds every run. Background work is not started; tests drive it.
 */
export async function createTestPlatform(
  options: { brandId?: string; seed?: number; clockStart?: string } = {},
): Promise<TestPlatform> {
  const clock = createClock({ start: options.clockStart ?? testClockStart, speed: 0 });
  const context = createContext({
    brandId: options.brandId ?? 'demo',
    databasePath: ':memory:',
    seed: options.seed ?? 1,
    clock,
    devEndpoints: true,
  });
  await seedPlatform(context);
  const app = await buildServer({ brandId: context.brand.id, context });
  return {
    context,
    app,
    clock,
    async close() {
      await app.close();
      context.database.close();
    },
    async signIn(email = 'player@demo.test', password = 'demo1234') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login/email',
        payload: { email, password },
      });
      const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
      if (!cookie) throw new Error(`Sign-in of ${email} failed: ${response.body}`);
      return `sid=${cookie.value}`;
    },
  };
}
