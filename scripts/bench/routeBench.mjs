// `npm run bench`'s route part: the platform serving the bench build, one fresh browser context
// per route, each route's scripts measured by routeLoads.mjs against its goal.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { waitForUrl } from '../waitForUrl.mjs';
import { startBenchPlatform } from './benchPlatform.mjs';
import { budgets } from './budgets.mjs';
import { measureRouteLoad, phoneRoutes, routeUrl } from './routeLoads.mjs';

export async function measureRoutes({ root, appDir, port }) {
  const server = startBenchPlatform({ root, port, appDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const origin = `http://127.0.0.1:${String(port)}`;
    await waitForUrl(`${origin}/healthz`);
    const rows = [];
    for (const route of phoneRoutes) {
      // A phone's first visit: nothing cached, no service worker.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
        locale: 'es-ES',
      });
      const url = await routeUrl(await context.newPage(), origin, route);
      const load = await measureRouteLoad(context, url);
      await context.close();
      const goal = route.landing ? budgets.routeJs.landing : budgets.routeJs.other;
      rows.push({
        name: route.name,
        url: url.slice(origin.length),
        files: load.files,
        gzipBytes: load.gzipBytes,
        goal,
        withinGoal: load.files <= goal.files && load.gzipBytes <= goal.gzipBytes,
        scripts: load.scripts.map((script) => ({
          file: new URL(script.url).pathname,
          gzipBytes: script.gzipBytes,
        })),
      });
    }
    return rows;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
