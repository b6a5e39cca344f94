// What a phone downloads for each main route until the page settles: every script the browser
// fetched (a trace of the real page, not the entry's static imports), counted and gzip-sized.
// Used by `npm run bench` (against the goals) and by tests/e2e/routeBudgets.spec.ts in `npm test`
// (against the guards), so both measure the same thing.
import { gzipSync } from 'node:zlib';

/**
 * The routes of the performance goals. `id` names the route's guard in budgets.mjs; `path` is
 * fixed, or found on another page first.
 */
export const phoneRoutes = [
  { id: 'landing', name: 'landing (casino home)', path: '/', landing: true },
  { id: 'topEvents', name: 'top events', path: '/line/top-events' },
  { id: 'live', name: 'live', path: '/live' },
  {
    id: 'fullEvent',
    name: 'a full event',
    // The first event of top events: a real id, whatever the demo feed holds today.
    discover: { from: '/line/top-events', link: 'a[href^="/full-event/line/"]' },
  },
  { id: 'liveCasino', name: 'live casino', path: '/casinolive/main' },
  { id: 'betSlip', name: 'bet slip', path: '/basket' },
  { id: 'signIn', name: 'sign-in', path: '/auth/login' },
];

/** How long the network must stay quiet after load before the page counts as settled. */
const SETTLE_MS = 1500;

/** The route's address on `origin`, following `discover` in `page` when it has no fixed path. */
export async function routeUrl(page, origin, route) {
  if (route.path) return `${origin}${route.path}`;
  await page.goto(`${origin}${route.discover.from}`, { waitUntil: 'networkidle' });
  const href = await page.locator(route.discover.link).first().getAttribute('href');
  if (!href) throw new Error(`No ${route.discover.link} on ${route.discover.from}`);
  return `${origin}${href}`;
}

/**
 * Loads `url` in a fresh page of `context` (no cache, no service worker) and returns the scripts it
 * fetched: `{ files, gzipBytes, scripts: [{ url, gzipBytes }] }`, gzip at level 9 as the bundle
 * report counts.
 */
export async function measureRouteLoad(context, url) {
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter(Boolean);
  await page.close();
  const unique = [...new Map(scripts.map((script) => [script.url, script])).values()];
  return {
    files: unique.length,
    gzipBytes: unique.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts: unique.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
