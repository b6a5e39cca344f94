import { channel } from 'node:diagnostics_channel';
import type { PlatformDatabase } from './db/database.ts';

/** How long one run of background work held the event loop: a whole tick, or one slice. */
export interface TickTiming {
  module: string;
  wallMs: number;
  /** CPU of the process meanwhile: the hold without other programs' share of the core. */
  cpuUs: number;
}

/**
 * Every run of background work on the event loop is published here when someone listens (the
 * bench's BENCH_LOOP_STATS, `loopStats.ts`); with no subscriber nothing is measured.
 */
export const tickTimings = channel('platform:tick-timing');

/** Runs `run`, publishing how long it held the event loop when someone listens. */
export function timed<T>(module: string, run: () => T): T {
  if (!tickTimings.hasSubscribers) return run();
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    return run();
  } finally {
    const used = process.cpuUsage(cpu);
    const timing: TickTiming = {
      module,
      wallMs: performance.now() - started,
      cpuUs: used.user + used.system,
    };
    tickTimings.publish(timing);
  }
}

/** Where background failures are reported; the console unless a caller passes its own. */
export type TickLog = (message: string, error: unknown) => void;

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Runs a module's background work every `intervalMs`, as the server's timers do, and never lets
 * it end the process: a tick that throws (the database locked by a backup or the sqlite3 CLI, a
 * clock moved out of range) is caught and the next tick simply tries again. Each distinct error
 * is logged once, with the module's name, until a tick succeeds, so a lasting lock does not fill
 * the log. A tick may return a promise (a sliced tick, `runInSlices`): its rejection is handled
 * the same way, and the timer skips its turns until it has settled, so two never overlap. Stopping
 * aborts the signal the tick gets, so a sliced tick ends before the database closes. The timer
 * does not keep the process alive. Returns the stop function `start` returns.
 */
export function everyTick(
  module: string,
  intervalMs: number,
  tick: (signal: AbortSignal) => unknown,
  log: TickLog = (message, error) => console.error(message, error),
): () => void {
  const reported = new Set<string>();
  let running = false;
  const stopped = new AbortController();
  const failed = (error: unknown) => {
    if (stopped.signal.aborted) return;
    const key = describe(error);
    if (reported.has(key)) return;
    reported.add(key);
    log(`[${module}] background tick failed; retrying every ${intervalMs} ms:`, error);
  };
  const timer = setInterval(() => {
    if (running) return;
    try {
      const pending = timed(module, () => tick(stopped.signal));
      if (!(pending instanceof Promise)) {
        reported.clear();
        return;
      }
      running = true;
      pending
        .then(() => reported.clear(), failed)
        .finally(() => {
          running = false;
        });
    } catch (error) {
      failed(error);
    }
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopped.abort();
  };
}

/**
 * The longest one slice of a sliced tick holds the event loop, in ms. The platform answers every
 * request on one thread: a slice this long delays a request by at most about as much (the bench's
 * event-loop measure holds the platform to 5 ms, budgets.mjs).
 */
export const sliceBudgetMs = 2;

/**
 * Background work written as steps: a generator that yields between units of work (one live
 * event, one new event...), each unit leaving the database consistent, and returns its report.
 */
export type TickSteps<T> = Generator<void, T, void>;

/** Every step at once, in one transaction: for tests, tools and seeds that need the whole tick. */
export function runAtOnce<T>(database: PlatformDatabase, steps: TickSteps<T>): T {
  return database.transaction(() => {
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  })();
}

/**
 * The steps a slice at a time, so the requests waiting behind a tick wait at most one slice: each
 * slice is its own transaction holding as many steps as fit in `budgetMs`, and the event loop
 * turns (setImmediate) between slices. The first slice runs at once, in the caller's turn (a
 * failure there throws to the caller); the rest resolve the returned promise. Readers between
 * slices see some units of the tick done and others not, never half of one. An aborted `signal`
 * ends the work between two slices (the platform stopping), with the steps' cleanup run.
 */
export function runInSlices<T>(
  database: PlatformDatabase,
  steps: TickSteps<T>,
  options: {
    budgetMs?: number;
    now?: () => number;
    signal?: AbortSignal;
    /** The module, for the timings of the slices after the first (`tickTimings`). */
    module?: string;
    /**
     * What comes between two slices: a turn of the event loop by default. The tick thread waits
     * longer, so the platform's own writes waiting for the lock get it (decision 026).
     */
    pause?: () => Promise<unknown>;
  } = {},
): T | Promise<T> {
  const { budgetMs = sliceBudgetMs, now = () => performance.now(), signal } = options;
  const module = options.module ?? 'sliced';
  const pause = options.pause ?? (() => new Promise((resolve) => setImmediate(resolve)));
  // IMMEDIATE: the slice takes the write lock before its first read, so no other connection's
  // commit (the tick thread's, or the platform's when this runs in that thread) comes between
  // what it read and what it writes (decision 026).
  const transaction = database.transaction((): IteratorResult<void, T> => {
    const until = now() + budgetMs;
    for (;;) {
      const step = steps.next();
      if (step.done || now() >= until) return step;
    }
  });
  const slice = () => transaction.immediate();
  const first = slice();
  if (first.done) return first.value;
  return (async () => {
    for (;;) {
      await pause();
      if (signal?.aborted) {
        // Runs the steps' `finally` blocks (nothing more is written) and ends with the abort.
        steps.throw(signal.reason);
        throw signal.reason;
      }
      const step = timed(module, slice);
      if (step.done) return step.value;
    }
  })();
}
