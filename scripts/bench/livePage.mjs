// The real live page, as a mid-range phone runs it: the built app on the platform, /live at
// 390 × 844 with the CPU throttled 4× (Chrome DevTools' throttling), watched for `seconds` while
// it polls. Reports every long task (over 50 ms, the browser's own Long Tasks API) that
// starts after the page settled, and how many feed requests it sent meanwhile. Goal: none.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { waitForUrl } from '../waitForUrl.mjs';
import { startBenchPlatform } from './benchPlatform.mjs';

const settleMs = 3000;

export async function measureLivePage({ root, appDir, port, cpuSlowdown = 4, seconds = 40 }) {
  const platform = startBenchPlatform({ root, port, appDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/healthz`, 90_000);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      globalThis.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          globalThis.benchLongTasks.push({ startTime: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let watching = false;
    let polls = 0;
    page.on('request', (request) => {
      if (watching && new URL(request.url()).pathname.startsWith('/api/feed/')) polls += 1;
    });
    await page.goto(`http://127.0.0.1:${port}/live`);
    await page.locator('main article').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    const from = await page.evaluate(() => performance.now());
    watching = true;
    await page.waitForTimeout(seconds * 1000);
    watching = false;
    const rows = await page.locator('main article').count();
    const tasks = await page.evaluate(
      (start) => globalThis.benchLongTasks.filter((task) => task.startTime >= start),
      from,
    );
    const durations = tasks.map((task) => Math.round(task.duration));
    return {
      cpuSlowdown,
      seconds,
      rows,
      polls,
      longTasks: durations.length,
      longestMs: Math.max(0, ...durations),
      durationsMs: durations.join(', '),
    };
  } finally {
    await browser.close();
    platform.kill();
  }
}
