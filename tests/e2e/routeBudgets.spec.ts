import { expect, test } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { budgets } from '../../scripts/bench/budgets.mjs';
import { measureRouteLoad, phoneRoutes, routeUrl } from '../../scripts/bench/routeLoads.mjs';

// The deterministic half of the performance goals: the scripts a phone downloads for each main
// route of the built app, by count and gzip size. The same measure `npm run bench` reports against
// the goals; here each route is held to its guard, so a change that adds weight fails.
const origin = `http://127.0.0.1:${String(brandPorts.demo)}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const route of phoneRoutes) {
  test(`${route.name} downloads no more script than its budget`, async ({ context, page }) => {
    const url = await routeUrl(page, origin, route);
    const load = await measureRouteLoad(context, url);
    const largest = load.scripts
      .slice(0, 5)
      .map((script) => `${new URL(script.url).pathname} ${kb(script.gzipBytes)}`)
      .join(', ');
    test.info().annotations.push({
      type: 'scripts',
      description: `${String(load.files)} files, ${kb(load.gzipBytes)} gzip; largest: ${largest}`,
    });
    const guard = budgets.routeJs.guard[route.id];
    expect(load.gzipBytes, `gzip bytes of ${url} (largest: ${largest})`).toBeLessThanOrEqual(
      guard.gzipBytes,
    );
    expect(load.files, `script files of ${url}`).toBeLessThanOrEqual(guard.files);
  });
}
