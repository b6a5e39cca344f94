import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyTick, runAtOnce, runInSlices, type TickLog, type TickSteps } from './ticks.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('everyTick', () => {
  it('should log each distinct failure once, again after a success, and keep ticking', () => {
    const outcomes = ['busy', 'busy', 'range', 'ok', 'busy'];
    const ran: string[] = [];
    const log = vi.fn<TickLog>();
    const stop = everyTick(
      'demo',
      1000,
      () => {
        const outcome = outcomes[ran.length] ?? 'ok';
        ran.push(outcome);
        if (outcome === 'busy') throw new Error('database is locked');
        if (outcome === 'range') throw new RangeError('Invalid time value');
      },
      log,
    );
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(outcomes);
    expect(log.mock.calls.map(([message, error]) => [message, String(error)])).toEqual([
      ['[demo] background tick failed; retrying every 1000 ms:', 'Error: database is locked'],
      ['[demo] background tick failed; retrying every 1000 ms:', 'RangeError: Invalid time value'],
      ['[demo] background tick failed; retrying every 1000 ms:', 'Error: database is locked'],
    ]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('everyTick with a tick that returns a promise', () => {
  it('should skip its turns until the promise settles, and log a rejection once', async () => {
    let started = 0;
    let finish: (outcome: 'ok' | 'busy') => void = () => undefined;
    const log = vi.fn<TickLog>();
    const stop = everyTick(
      'demo',
      1000,
      () => {
        started++;
        return new Promise<void>((resolve, reject) => {
          finish = (outcome) =>
            outcome === 'ok' ? resolve() : reject(new Error('database is locked'));
        });
      },
      log,
    );
    vi.advanceTimersByTime(3000);
    expect(started).toBe(1);
    finish('busy');
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    vi.advanceTimersByTime(1000);
    expect(started).toBe(2);
    finish('busy');
    // setImmediate keeps real time: once it runs, the rejection has been handled.
    await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(1000);
    expect(started).toBe(3);
    // The same error again: not logged twice.
    expect(log).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('runInSlices', () => {
  /** Writes one row per step and reports how many it wrote. */
  function* writes(database: Database.Database, count: number): TickSteps<number> {
    const insert = database.prepare('INSERT INTO rows (step) VALUES (?)');
    for (let step = 0; step < count; step++) {
      insert.run(step);
      yield;
    }
    return count;
  }

  const databaseWithRows = () => {
    const database = new Database(':memory:');
    database.exec('CREATE TABLE rows (step INTEGER)');
    return database;
  };
  const rowCount = (database: Database.Database) =>
    database.prepare('SELECT COUNT(*) FROM rows').pluck().get() as number;

  it('should commit each slice and let the event loop turn between slices', async () => {
    const database = databaseWithRows();
    const seenBetweenSlices: number[] = [];
    // Every step exhausts the budget: one step per slice.
    let fakeMs = 0;
    const result = runInSlices(database, writes(database, 3), {
      budgetMs: 1,
      now: () => (fakeMs += 1),
    });
    expect(result).toBeInstanceOf(Promise);
    // The first slice ran at once and is committed; the rest waits for the loop.
    expect(rowCount(database)).toBe(1);
    expect(database.inTransaction).toBe(false);
    setImmediate(() => seenBetweenSlices.push(rowCount(database)));
    expect(await result).toBe(3);
    expect(rowCount(database)).toBe(3);
    expect(seenBetweenSlices).toHaveLength(1);
    expect(seenBetweenSlices[0]).toBeLessThan(3);
  });

  it('should stop between two slices once its signal is aborted (the platform stopping)', async () => {
    const database = databaseWithRows();
    const stopping = new AbortController();
    let fakeMs = 0;
    const result = runInSlices(database, writes(database, 3), {
      budgetMs: 1,
      now: () => (fakeMs += 1),
      signal: stopping.signal,
    });
    stopping.abort();
    await expect(result).rejects.toThrow(/abort/i);
    expect(rowCount(database)).toBe(1);
  });

  it('should run every step in one slice when they fit the budget, as runAtOnce does', () => {
    const sliced = databaseWithRows();
    expect(runInSlices(sliced, writes(sliced, 5), { now: () => 0 })).toBe(5);
    const whole = databaseWithRows();
    expect(runAtOnce(whole, writes(whole, 5))).toBe(5);
    expect(rowCount(sliced)).toBe(5);
    expect(rowCount(whole)).toBe(5);
  });

  it('should throw a failure of the first slice at once, its writes undone', () => {
    const database = databaseWithRows();
    function* failing(): TickSteps<number> {
      database.prepare('INSERT INTO rows (step) VALUES (1)').run();
      if (rowCount(database) > 0) throw new RangeError('Invalid time value');
      yield;
      return 1;
    }
    expect(() => runInSlices(database, failing())).toThrow('Invalid time value');
    expect(rowCount(database)).toBe(0);
  });
});
