import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8090);

/** One server per shipped brand, so tests can compare what BRAND changes. */
export const brandPorts = { demo: port, nightbet: port + 1, costa: port + 2 } as const;

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
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'mobile-chromium', testIgnore: '**/*.clock.spec.ts' },
    // Journeys that move a platform's clock run last, after every other journey is done.
    { name: 'clock', testMatch: '**/*.clock.spec.ts', dependencies: ['mobile-chromium'] },
  ],
  webServer: Object.entries(brandPorts).map(([brand, brandPort]) => ({
    command: 'npm run serve',
    url: `http://127.0.0.1:${brandPort}/healthz`,
    // One in-memory database per server: parallel servers never share (or race to seed) a file.
    env: { PORT: String(brandPort), HOST: '127.0.0.1', BRAND: brand, DATABASE: ':memory:' },
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
