import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../../testing.ts';
import type { TickLog } from '../../../ticks.ts';
import { feedRuntime } from '../runtime.ts';
import { tick } from '../sim/tick.ts';
import { canTickInThread, startTickThread, type TickThread } from './tickThread.ts';

let folder: string;
const platforms: TestPlatform[] = [];
const threads: TickThread[] = [];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tick-thread-'));
});
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.stop()));
  await Promise.all(platforms.splice(0).map((platform) => platform.close()));
  rmSync(folder, { recursive: true, force: true });
});

/** A seeded platform on its own file (the seed and the stopped clock are the test platform's). */
async function platformOnFile(name: string): Promise<TestPlatform> {
  const platform = await createTestPlatform({ databasePath: join(folder, `${name}.sqlite`) });
  platforms.push(platform);
  return platform;
}

function threadOf(platform: TestPlatform, options: Parameters<typeof startTickThread>[1] = {}) {
  const thread = startTickThread(platform.context, options);
  threads.push(thread);
  return thread;
}

/** Everything a tick writes, as the platform's own connection reads it. */
const feedRows = (platform: TestPlatform) =>
  ['feed_events', 'feed_event_info', 'feed_odds', 'feed_toto_pools', 'feed_toto_events'].map(
    (table) =>
      platform.context.database.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as unknown,
  );

const liveAnswer = async (platform: TestPlatform) => {
  const response = await platform.get<{ timestamp: number }>('/api/feed/es/full/0/0');
  expect(response.statusCode).toBe(200);
  return response;
};

describe('the feed tick thread', () => {
  it('should tick in the thread as the main thread would, and move the feed version', async () => {
    const threaded = await platformOnFile('threaded');
    const reference = await platformOnFile('reference');
    expect(canTickInThread(threaded.context)).toBe(true);
    const log = vi.fn<TickLog>();
    const thread = threadOf(threaded, { log });
    const before = await liveAnswer(threaded);
    for (const platform of [threaded, reference]) platform.clock.advance(10 * 60_000);

    const report = await thread.tick(new AbortController().signal);

    expect(report).toEqual(tick(reference.context));
    expect(report.stamp).toBe(threaded.clock.nowMs());
    expect(feedRows(threaded)).toEqual(feedRows(reference));
    expect(feedRuntime(threaded.context).version).toBe(report.stamp);
    // The answer cached before the tick is dropped: players see the tick at once.
    const after = await liveAnswer(threaded);
    expect(after.body.data?.timestamp).toBe(report.stamp);
    expect(after.body.data?.timestamp).not.toBe(before.body.data?.timestamp);
    expect(log).not.toHaveBeenCalled();
  });

  it('should settle the toto pools on the platform connection, which pays the winners', async () => {
    const threaded = await platformOnFile('threaded');
    const reference = await platformOnFile('reference');
    const thread = threadOf(threaded);
    // Three days on: every event of the open pool has finished, so the pool settles.
    for (const platform of [threaded, reference]) platform.clock.advance(3 * 24 * 3_600_000);

    await thread.tick(new AbortController().signal);
    tick(reference.context);

    const pools = (platform: TestPlatform) =>
      platform.context.database.prepare('SELECT id, status FROM feed_toto_pools').all();
    expect(pools(threaded)).toEqual(pools(reference));
    expect(pools(threaded)).toContainEqual({ id: 1, status: 2 });
  });

  it('should let a platform transaction read, wait for the thread and write', async () => {
    const platform = await platformOnFile('threaded');
    const thread = threadOf(platform);
    const { database } = platform.context;
    const balance = () =>
      (
        database.prepare('SELECT balance_cents FROM users WHERE id = 1').get() as {
          balance_cents: number;
        }
      ).balance_cents;
    // The first tick waits for the thread to load; the second is all slices.
    await thread.tick(new AbortController().signal);
    platform.clock.advance(10 * 60_000);
    let ticking = true;
    const pending = Promise.resolve(thread.tick(new AbortController().signal)).finally(() => {
      ticking = false;
    });
    const before = balance();
    let writes = 0;
    // As a bet does: read, then write. A deferred transaction would fail (SQLITE_BUSY) on a slice.
    while (ticking) {
      database.transaction(() => {
        database.prepare('UPDATE users SET balance_cents = ? WHERE id = 1').run(balance() + 1);
      })();
      writes++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await pending;
    expect(writes).toBeGreaterThan(10);
    expect(balance()).toBe(before + writes);
  });

  it('should log a thread that fails, and tick on the main thread instead', async () => {
    const platform = await platformOnFile('failing');
    const reference = await platformOnFile('reference');
    const log = vi.fn<TickLog>();
    const thread = threadOf(platform, {
      log,
      module: new URL('./failingThread.fixture.ts', import.meta.url),
    });
    for (const each of [platform, reference]) each.clock.advance(60_000);

    const report = await thread.tick(new AbortController().signal);

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe(
      '[feed] the tick thread failed; the simulator ticks on the main thread from now on:',
    );
    expect(String(log.mock.calls[0]?.[1])).toContain('the tick thread could not start');
    expect(report).toEqual(tick(reference.context));
    expect(feedRows(platform)).toEqual(feedRows(reference));
    // The platform keeps serving, with the tick's version.
    expect((await liveAnswer(platform)).body.data?.timestamp).toBe(report.stamp);
    // And keeps ticking without the thread.
    platform.clock.advance(60_000);
    expect((await thread.tick(new AbortController().signal)).stamp).toBe(platform.clock.nowMs());
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('should end the thread when stopped', async () => {
    const platform = await platformOnFile('threaded');
    const thread = startTickThread(platform.context);
    await thread.tick(new AbortController().signal);
    const exit = vi.fn();
    await expect(thread.stop().then(exit)).resolves.toBeUndefined();
    expect(exit).toHaveBeenCalled();
    // Stopped, a tick no longer reaches the thread: it runs here.
    platform.clock.advance(60_000);
    expect((await thread.tick(new AbortController().signal)).stamp).toBe(platform.clock.nowMs());
  });

  it('should not keep the process alive when the platform never stops it', () => {
    const script = join(folder, 'started.mts');
    const module = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);
    writeFileSync(
      script,
      `import { createContext, seedPlatform, startPlatform } from ${module('../../../platform.ts')};
       const context = createContext({ brandId: 'demo', databasePath: ${JSON.stringify(join(folder, 'alive.sqlite'))} });
       await seedPlatform(context);
       startPlatform(context);
       console.log('started');`,
    );
    const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
    const run = spawnSync(tsx, [script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('started');
    expect(run.status).toBe(0);
  }, 70_000);
});
