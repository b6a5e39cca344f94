// Lighthouse mobile (its default form factor and throttling) against the real server, in the
// system Chromium, on the four routes of the performance goals, each over the HTTP/2 front (as the
// CDN serves the app) and over the platform's own HTTP/1.1 server (as a self-hosted operator
// serves it). Scores move with machine load, so every figure is the median of several runs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { waitForUrl } from '../waitForUrl.mjs';
import { budgets } from './budgets.mjs';
import { routeUrl } from './routeLoads.mjs';
import { startBenchPlatform } from './benchPlatform.mjs';
import { startTlsFront } from './tlsFront.mjs';

/** The routes of the Lighthouse goals. `path` is fixed, or found on another page first. */
export const lighthouseRoutes = [
  // `/` lands on the casino home: measured from `/`, as a player arrives.
  { name: 'landing', slug: 'landing', path: '/' },
  { name: 'top events', slug: 'top-events', path: '/line/top-events' },
  { name: 'live', slug: 'live', path: '/live' },
  {
    name: 'full event',
    slug: 'full-event',
    // The first event of top events: a real id, whatever the demo feed holds today.
    discover: { from: '/line/top-events', link: 'a[href^="/full-event/line/"]' },
  },
];

/** The median of numbers (the mean of the middle two for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Finds each route's address once (the full event's id), on the platform's own origin. */
async function discoverPaths(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const paths = [];
    for (const route of lighthouseRoutes) {
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'es-ES' });
      const url = await routeUrl(await context.newPage(), origin, route);
      await context.close();
      paths.push(url.slice(origin.length));
    }
    return paths;
  } finally {
    await browser.close();
  }
}

/**
 * Runs Lighthouse `runs` times per route and protocol. The platform listens on `port`, the HTTP/2
 * front on `frontPort`. Returns `{ rows, runs }`: one row per route and protocol with each figure's
 * median (figures taken one by one, so one slow run moves none of them much).
 */
export async function measureLighthouse({ root, appDir, port, frontPort, runs, resultsDir }) {
  const server = startBenchPlatform({ root, port, appDir });
  let front;
  try {
    const plainOrigin = `http://127.0.0.1:${String(port)}`;
    await waitForUrl(`${plainOrigin}/healthz`);
    front = await startTlsFront({ port: frontPort, targetPort: port });
    const protocols = [
      { protocol: 'HTTP/2', slug: 'h2', origin: front.origin, chromeFlags: front.chromeFlags },
      { protocol: 'HTTP/1.1', slug: 'h1', origin: plainOrigin, chromeFlags: [] },
    ];
    const paths = await discoverPaths(plainOrigin);
    const rows = [];
    const allRuns = [];
    for (const [index, route] of lighthouseRoutes.entries()) {
      for (const { protocol, slug, origin, chromeFlags } of protocols) {
        const scores = [];
        for (let run = 1; run <= runs; run += 1) {
          const outputPath = join(resultsDir, `lighthouse-${route.slug}-${slug}-${run}.json`);
          const url = `${origin}${paths[index]}`;
          // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): one
          // retry, so a measurement is not lost to it.
          let result = lighthouseRun(root, url, chromeFlags, outputPath);
          if (result.status !== 0) result = lighthouseRun(root, url, chromeFlags, outputPath);
          if (result.status !== 0) {
            throw new Error(`lighthouse run ${run} of ${route.name} over ${protocol} failed`);
          }
          const report = JSON.parse(readFileSync(outputPath, 'utf8'));
          const figures = {
            performance: Math.round(report.categories.performance.score * 100),
            firstContentfulPaintMs: Math.round(
              report.audits['first-contentful-paint'].numericValue,
            ),
            largestContentfulPaintMs: Math.round(
              report.audits['largest-contentful-paint'].numericValue,
            ),
            totalBlockingTimeMs: Math.round(report.audits['total-blocking-time'].numericValue),
            cumulativeLayoutShift: report.audits['cumulative-layout-shift'].numericValue,
          };
          scores.push(figures);
          allRuns.push({ route: route.name, protocol, run, ...figures });
        }
        const of = (key) => median(scores.map((score) => score[key]));
        rows.push({
          route: route.name,
          path: paths[index],
          protocol,
          performance: of('performance'),
          firstContentfulPaintMs: of('firstContentfulPaintMs'),
          largestContentfulPaintMs: of('largestContentfulPaintMs'),
          totalBlockingTimeMs: of('totalBlockingTimeMs'),
          cumulativeLayoutShift: Number(of('cumulativeLayoutShift').toFixed(3)),
        });
      }
    }
    return { rows, runs: allRuns };
  } finally {
    front?.close();
    server.kill('SIGTERM');
  }
}

/**
 * Every goal a row misses, as `route over protocol: figure`. The score goal depends on the
 * protocol; the FCP and LCP goals were set for the HTTP/2 front (over HTTP/1.1 the lower score
 * goal is what bounds them); TBT and CLS hold over both.
 */
export function lighthouseMisses(rows) {
  const goals = budgets.lighthouse;
  return rows.flatMap((row) => {
    const where = `Lighthouse ${row.route} over ${row.protocol}`;
    const http2 = row.protocol === 'HTTP/2';
    const minScore = http2 ? goals.http2Score : goals.http1Score;
    const misses = [];
    if (row.performance < minScore) misses.push(`score ${row.performance} < ${minScore}`);
    if (http2 && row.firstContentfulPaintMs > goals.firstContentfulPaintMs) {
      misses.push(`FCP ${row.firstContentfulPaintMs} ms > ${goals.firstContentfulPaintMs} ms`);
    }
    if (http2 && row.largestContentfulPaintMs > goals.largestContentfulPaintMs) {
      misses.push(`LCP ${row.largestContentfulPaintMs} ms > ${goals.largestContentfulPaintMs} ms`);
    }
    if (row.totalBlockingTimeMs > goals.totalBlockingTimeMs) {
      misses.push(`TBT ${row.totalBlockingTimeMs} ms > ${goals.totalBlockingTimeMs} ms`);
    }
    if (row.cumulativeLayoutShift > goals.cumulativeLayoutShift) {
      misses.push(`CLS ${row.cumulativeLayoutShift} > ${goals.cumulativeLayoutShift}`);
    }
    return misses.map((miss) => `${where}: ${miss}`);
  });
}

function lighthouseRun(root, url, chromeFlags, outputPath) {
  return spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=--headless=new ${[...chromiumArgs, ...chromeFlags].join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'inherit' },
  );
}
