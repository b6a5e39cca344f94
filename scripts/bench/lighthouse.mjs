// Lighthouse mobile (its default form factor and throttling) against the real server, in the
// system Chromium. Scores move with machine load, so the median of several runs is reported.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { waitForUrl } from '../waitForUrl.mjs';
import { startTlsFront } from './tlsFront.mjs';

export async function measureLighthouse({ root, appDir, port, runs, resultsDir }) {
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['platform/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_DIR: appDir,
      // One brand, as the budgets were measured (unset, the server would run every brand's platform).
      BRAND: process.env.BRAND ?? 'demo',
      DATABASE: ':memory:',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let front;
  try {
    await waitForUrl(`http://127.0.0.1:${port}/healthz`);
    front = await startTlsFront({ port: port + 100, targetPort: port });
    const scores = [];
    for (let run = 1; run <= runs; run += 1) {
      const outputPath = join(resultsDir, `lighthouse-${run}.json`);
      // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): one
      // retry, so a measurement is not lost to it.
      let result = lighthouseRun(root, front, outputPath);
      if (result.status !== 0) result = lighthouseRun(root, front, outputPath);
      if (result.status !== 0) throw new Error(`lighthouse run ${run} failed`);
      const report = JSON.parse(readFileSync(outputPath, 'utf8'));
      scores.push({
        performance: Math.round(report.categories.performance.score * 100),
        firstContentfulPaintMs: Math.round(report.audits['first-contentful-paint'].numericValue),
        largestContentfulPaintMs: Math.round(
          report.audits['largest-contentful-paint'].numericValue,
        ),
        totalBlockingTimeMs: Math.round(report.audits['total-blocking-time'].numericValue),
        cumulativeLayoutShift: report.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const sorted = [...scores].sort((a, b) => a.performance - b.performance);
    return { runs: scores, median: sorted[Math.floor(sorted.length / 2)] };
  } finally {
    front?.close();
    server.kill('SIGTERM');
  }
}

function lighthouseRun(root, front, outputPath) {
  return spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      `${front.origin}/slots/home`,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=--headless=new ${[...chromiumArgs, ...front.chromeFlags].join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'inherit' },
  );
}
