import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createClock } from './clock.ts';
import type { PlatformContext } from './context.ts';
import { createContext, seedPlatform, startPlatform } from './platform.ts';
import { testClockStart } from './testing.ts';

const minute = 60_000;
/** Long enough for every module's tick to run at least once (feed and bets 3 s, others 5 s). */
const everyModuleTicked = 5000;

/** A seeded platform with a stopped clock and its background work on fake timers. */
async function startedPlatform(databasePath: string) {
  const clock = createClock({ start: testClockStart, speed: 0 });
  const context = createContext({ brandId: 'demo', databasePath, seed: 1, clock });
  await seedPlatform(context);
  const stop = startPlatform(context);
  return { context, clock, stop };
}

const grandJackpotCents = (context: PlatformContext) =>
  context.database
    .prepare("SELECT amount_cents FROM casino_jackpots WHERE currency = 'CLP' AND level = 'grand'")
    .pluck()
    .get() as number;

/** The background-work failures logged so far that name `module`. */
const failuresOf = (log: MockInstance, module: string) =>
  log.mock.calls.filter(([message]) => String(message).includes(`[${module}]`));

let log: MockInstance;
beforeEach(() => {
  // Only the intervals: the platform clock and the database's busy waits keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  log.mockRestore();
});

describe('a write lock held by another process (a backup, the sqlite3 CLI, a reset)', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'platform-lock-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('should neither end the server nor freeze it for seconds, and catch up once released', async () => {
    const path = join(folder, 'demo.sqlite');
    const { context, clock, stop } = await startedPlatform(path);
    const locker = new Database(path);
    try {
      locker.exec('BEGIN EXCLUSIVE');
      const before = grandJackpotCents(context);
      clock.advance(10 * minute);

      const started = performance.now();
      // Today a tick without a catch throws out of here: in the server, out of the process.
      vi.advanceTimersByTime(everyModuleTicked);
      const blockedMs = performance.now() - started;
      // Every tick waited for the lock, synchronously: a 5 s busy timeout would hold the event
      // loop (every request) for 5 s per tick.
      expect(blockedMs).toBeLessThan(3000);
      expect(failuresOf(log, 'casino')).toHaveLength(1);
      expect(String(failuresOf(log, 'casino')[0]?.[1])).toMatch(/locked|busy/i);

      // A lock that lasts: the same error is logged once, not at every tick.
      vi.advanceTimersByTime(2 * everyModuleTicked);
      expect(failuresOf(log, 'casino')).toHaveLength(1);
      expect(grandJackpotCents(context)).toBe(before);

      locker.exec('COMMIT');
      vi.advanceTimersByTime(everyModuleTicked);
      expect(grandJackpotCents(context)).toBeGreaterThan(before);
    } finally {
      stop();
      locker.close();
      context.database.close();
    }
  }, 60_000);
});

describe('a tick that throws (the clock moved absurdly far)', () => {
  it('should be logged with its module, and the next tick should run', async () => {
    const { context, clock, stop } = await startedPlatform(':memory:');
    try {
      const before = grandJackpotCents(context);
      // A moment no Date can hold: every tick fails with "Invalid time value". The clock itself
      // now refuses such a move, so the failure is forced on it from outside.
      const invalidTime = vi.spyOn(Date.prototype, 'toISOString').mockImplementation(() => {
        throw new RangeError('Invalid time value');
      });
      vi.advanceTimersByTime(everyModuleTicked);
      invalidTime.mockRestore();
      for (const module of ['feed', 'payments']) {
        expect(failuresOf(log, module), module).toHaveLength(1);
      }
      expect(String(failuresOf(log, 'feed')[0]?.[1])).toContain('Invalid time value');

      clock.set(Date.parse(testClockStart) + 10 * minute);
      log.mockClear();
      vi.advanceTimersByTime(everyModuleTicked);
      expect(log).not.toHaveBeenCalled();
      expect(grandJackpotCents(context)).toBeGreaterThan(before);
    } finally {
      stop();
      context.database.close();
    }
  }, 60_000);
});
