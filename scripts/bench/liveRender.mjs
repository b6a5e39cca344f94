// The live list's render budget (ARCHITECTURE.md): 500 live events in Chromium, polls that carry
// every event's clock and change 10 % of the odds (every odd of one event in ten), each followed
// by a quiet poll (clocks only), and how many rows React re-rendered (0: prices reach their
// buttons' DOM without a render), whether every moved price shows, and how long the commit took. The page is
// features/sports/live/testing/liveRenderBench.tsx, built with React's profiling renderer so
// Profilers report in an otherwise production build.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const PAGE = 'scripts/bench/live-render/index.html';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (ms) => Math.round(ms * 10) / 10;

async function buildPage(root, outDir) {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { input: join(root, PAGE) },
    },
    // Production React, but the renderer that still calls Profiler callbacks.
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  });
}

/**
 * Builds and serves the benchmark page, runs `polls` polls in Chromium and returns
 * `{ events, changedEvents, rerenderedRows, quietRerenderedRows, commitMs, … }`: the worst poll's
 * re-rendered rows and the median commit time, plus every poll's numbers. `cpuSlowdown` > 1 throttles the CPU like a
 * mid-range phone (Chrome DevTools' CPU throttling).
 */
export async function measureLiveRender({ root, port, polls = 5, cpuSlowdown = 1 }) {
  const outDir = join(root, 'bench-results', 'live-render');
  await buildPage(root, outDir);
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    if (cpuSlowdown > 1) {
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`http://127.0.0.1:${port}/${PAGE}`);
    await page.waitForFunction(() => globalThis.liveRenderBench !== undefined, null, {
      timeout: 120_000,
    });
    const result = await page.evaluate(async (count) => {
      const bench = globalThis.liveRenderBench;
      if (!bench?.ready) throw new Error(`benchmark page failed: ${bench?.error ?? 'unknown'}`);
      return bench.run(count);
    }, polls);
    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join('; ')}`);

    const changing = result.polls.filter((poll) => !poll.quiet);
    const quiet = result.polls.filter((poll) => poll.quiet);
    const worst = changing.reduce((a, b) => (b.rerenderedRows > a.rerenderedRows ? b : a));
    return {
      events: result.events,
      rows: result.rows,
      changedEvents: worst.changedEvents,
      changedOddsShare: round((100 * worst.changedOdds) / worst.totalOdds) / 100,
      rerenderedRows: worst.rerenderedRows,
      // Rows redrawn by a poll that moved only clocks (goal 0): counted as unexpected too.
      quietRerenderedRows: Math.max(0, ...quiet.map((poll) => poll.rerenderedRows)),
      unexpectedRows: Math.max(...result.polls.map((poll) => poll.unexpectedRows)),
      // Moved prices a row does not show (name or text) right after the commit: must be 0.
      stalePrices: Math.max(...result.polls.map((poll) => poll.stalePrices)),
      eventRowRenders: worst.eventRowRenders,
      // Every component the worst changing poll rendered: the commit's work, unaffected by load.
      componentRenders: worst.componentRenders,
      commitMs: round(median(changing.map((poll) => poll.commitMs))),
      quietCommitMs: quiet.length > 0 ? round(median(quiet.map((poll) => poll.commitMs))) : null,
      renderMs: round(median(changing.map((poll) => poll.renderMs))),
      mergeMs: round(median(changing.map((poll) => poll.mergeMs))),
      layoutMs: round(median(changing.map((poll) => poll.layoutMs))),
      mountMs: round(result.mountMs),
      cpuSlowdown,
      polls: result.polls.map((poll) => ({
        ...poll,
        commitMs: round(poll.commitMs),
        renderMs: round(poll.renderMs),
        mergeMs: round(poll.mergeMs),
        layoutMs: round(poll.layoutMs),
      })),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
