import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8090);

/** One server per shipped brand, so tests can compare what BRAND changes. */
export const brandPorts = { demo: port, nightbet: port + 1, costa: port + 2 } as const;

/**
 * The demo brand once more, for the journeys that move the platform clock, so no other journey
 * sees them. Its clock starts on the last Tuesday at 10:00 UTC: the clock may not go back before
 * the seed, and a Tuesday is one day from the free-bet Wednesday without crossing the campaign's
 * Sunday expiry or Monday award.
 */
export const clockPort = port + 3;

function lastTuesdayMorning(now: Date): string {
  const tuesday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10));
  while (tuesday.getUTCDay() !== 2 || tuesday > now) tuesday.setUTCDate(tuesday.getUTCDate() - 1);
  return tuesday.toISOString();
}

const servers: Array<{ brand: string; port: number; clock?: string }> = [
  ...Object.entries(brandPorts).map(([brand, brandPort]) => ({ brand, port: brandPort })),
  { brand: 'demo', port: clockPort, clock: lastTuesdayMorning(new Date()) },
];

/**
 * End-to-end journeys against the real server (`npm start` without the build step: `npm run
 * test:e2e` builds first) in the system Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Four servers and two phones share two cores: under that load a journey of a dozen page boots
  // took 30 s in CI and a cold brand's first paint over 5 s. Generous waits cost a passing test
  // nothing; they only make a real failure take longer to report.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    // The app registers a service worker; requests it answers never reach page.route, which the
    // journeys intercept with. Only tests/e2e/install.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'mobile-chromium', testIgnore: '**/*.clock.spec.ts' },
    // Journeys that move a platform's clock, against a server of their own (clockPort), one at a
    // time: a journey that jumps the shared clock by hours or days would land inside another's
    // measured interval (a reality check's session length, a campaign's day).
    { name: 'clock', testMatch: '**/*.clock.spec.ts', workers: 1 },
  ],
  webServer: servers.map((server) => ({
    command: 'npm run serve',
    url: `http://127.0.0.1:${server.port}/healthz`,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      BRAND: server.brand,
      // One in-memory database per server: parallel servers never share (or race to seed) a file.
      DATABASE: ':memory:',
      // The journeys read codes from the dev mailbox and move the clock (loopback callers only).
      PLATFORM_DEV_ENDPOINTS: '1',
      // Journeys sign up and in by the dozen on two cores: a test cost keeps the hashing queue
      // short (unit tests check the real cost and the queue).
      PLATFORM_PASSWORD_COST: 'test',
      ...(server.clock ? { PLATFORM_CLOCK: server.clock } : {}),
    },
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
