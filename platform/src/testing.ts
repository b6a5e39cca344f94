import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClock, type Clock } from './clock.ts';
import type { PlatformContext } from './context.ts';
import { createContext, seedPlatform } from './platform.ts';
import { buildServer } from './server.ts';
import { requestsTo, sessionCookieOf, type TestRequests } from './testing/requests.ts';
import type { TrustProxy } from './trustProxy.ts';

export {
  dataOf,
  requestsTo,
  sessionCookieOf,
  type TestEnvelope,
  type TestPayload,
  type TestRequest,
  type TestRequests,
  type TestResponse,
} from './testing/requests.ts';
export { anyNumber, anyString, containing, matching } from './testing/matchers.ts';
export { expectPlayersOnly } from './testing/refusals.ts';

/** A seeded platform and its server, called in-process with `request`, `get`, `post`… */
export interface TestPlatform extends TestRequests {
  context: PlatformContext;
  app: FastifyInstance;
  clock: Clock;
  close(): Promise<void>;
  /** Signs in (default: the demo player) and returns the Cookie header value of the session. */
  signIn(email?: string, password?: string): Promise<string>;
}

export interface TestPlatformOptions {
  brandId?: string;
  seed?: number;
  clockStart?: string;
  /** The server's TRUST_PROXY; none by default. */
  trustProxy?: TrustProxy;
  /** A file instead of memory: what a second connection (the feed's tick thread) can open. */
  databasePath?: string;
  /** A folder of brand folders instead of the repository's `config/` (tests that publish). */
  configDir?: string;
}

/** A Wednesday noon, UTC: free bets are claimable, the feed has a full week around it. */
export const testClockStart = '2026-11-18T12:00:00.000Z';

/**
 * A seeded in-memory platform (or on `databasePath`) with a stopped clock, for contract tests: the same seed gives the
 * same events, games and odds every run. Background work is not started; tests drive it.
 */
export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const clock = createClock({ start: options.clockStart ?? testClockStart, speed: 0 });
  const context = createContext({
    brandId: options.brandId ?? 'demo',
    databasePath: options.databasePath ?? ':memory:',
    seed: options.seed ?? 1,
    clock,
    devEndpoints: true,
    configDir: options.configDir,
  });
  await seedPlatform(context);
  const app = await buildServer({
    brandId: context.brand.id,
    configDir: options.configDir,
    context,
    trustProxy: options.trustProxy,
  });
  const requests = requestsTo(app);
  return {
    ...requests,
    context,
    app,
    clock,
    async close() {
      await app.close();
      context.database.close();
    },
    async signIn(email = 'player@demo.test', password = 'demo1234') {
      const response = await requests.post('/api/user/login/email', { email, password });
      const cookie = sessionCookieOf(response);
      if (!cookie) throw new Error(`Sign-in of ${email} failed: ${response.text}`);
      return cookie;
    },
  };
}

/** The seeded accounts tests sign in as (all with the password demo1234). */
export const seededAccounts = {
  player: 'player@demo.test',
  staff: 'staff@demo.test',
  partner: 'partner@demo.test',
} as const;

/**
 * Session cookies of seeded accounts, signed in before the file's tests (after the platform
 * starts). The object is filled in then, so read it inside tests and hooks only.
 */
export function withSessions<Account extends keyof typeof seededAccounts>(
  platform: TestPlatform,
  ...accounts: Account[]
): Record<Account, string> {
  const cookies = {} as Record<Account, string>;
  beforeAll(async () => {
    for (const account of accounts)
      cookies[account] = await platform.signIn(seededAccounts[account]);
  });
  return cookies;
}

/**
 * The platform of one test file: created before its first test and closed after its last. The
 * handle can be taken at the top of the file; each member reads the live platform when used, so
 * it must not be used before the tests run (not at module level).
 */
export function withTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  let current: TestPlatform | undefined;
  beforeAll(async () => {
    current = await createTestPlatform(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const live = (): TestPlatform => {
    if (!current) throw new Error('The test platform exists only while the file’s tests run.');
    return current;
  };
  return {
    get context() {
      return live().context;
    },
    get app() {
      return live().app;
    },
    get clock() {
      return live().clock;
    },
    close: () => live().close(),
    signIn: (email, password) => live().signIn(email, password),
    request: (request) => live().request(request),
    get: (url, cookie, headers) => live().get(url, cookie, headers),
    post: (url, payload, cookie, headers) => live().post(url, payload, cookie, headers),
    put: (url, payload, cookie, headers) => live().put(url, payload, cookie, headers),
    delete: (url, payload, cookie, headers) => live().delete(url, payload, cookie, headers),
  };
}

/**
 * A new platform per call, each closed after the test that made it: for tests that need servers
 * fresh from boot (an attacker replaying what a restart does), several in one test.
 */
export function withFreshPlatforms(options: TestPlatformOptions = {}): () => Promise<TestPlatform> {
  const platforms: TestPlatform[] = [];
  afterEach(async () => {
    for (const platform of platforms.splice(0)) await platform.close();
  });
  return async () => {
    const platform = await createTestPlatform(options);
    platforms.push(platform);
    return platform;
  };
}
