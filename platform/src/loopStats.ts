import { appendFileSync, openSync, readSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { tickTimings, type TickTiming } from './ticks.ts';

/** One second of the event loop as the bench reads it (scripts/bench/apiLoad.mjs). */
export interface LoopSecond {
  /** Wall-clock ms at the end of the second. */
  at: number;
  /** The longest the loop was held past its turn, in ms: the worst stall of that second. */
  maxMs: number;
  p99Ms: number;
  p50Ms: number;
  /** CPU the process used in that second (user + system), in µs. */
  cpuUs: number;
  /**
   * Per module, the longest run of background work (a whole tick, or one slice) in that second:
   * wall ms, and CPU ms (what it would hold on a core of its own; this machine may be shared).
   */
  ticks: Record<string, { maxMs: number; maxCpuMs: number }>;
  /**
   * The garbage collections of the thread that answers requests: how many, and the longest, in
   * ms. A collection holds the loop as long as it lasts; a worker thread's are not counted here.
   */
  gc: { count: number; maxMs: number };
  /**
   * The longest the thread ran between two turns of a 1 ms timer, in ms of its own CPU time (Linux:
   * /proc/thread-self/schedstat; absent elsewhere). A stall is this work plus the time the thread
   * waited for a core. On a shared machine only this part is the platform's own.
   */
  ownMaxMs?: number;
}

/**
 * The calling thread's CPU time in ns, read from Linux's schedstat (a few µs a read), or undefined
 * where there is none.
 */
function threadCpuReader(): (() => number) | undefined {
  let descriptor: number;
  try {
    descriptor = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return undefined;
  }
  const buffer = Buffer.alloc(128);
  return () => {
    const length = readSync(descriptor, buffer, 0, buffer.length, 0);
    return Number(buffer.toString('latin1', 0, length).split(' ')[0]);
  };
}

/**
 * `BENCH_LOOP_STATS=<file>` (bench only, off by default): appends one JSON line per second to the
 * file with how long the event loop was stalled (perf_hooks.monitorEventLoopDelay at 1 ms
 * resolution) and the CPU used, so the bench can hold the platform to its stall budget while the
 * simulator ticks. Nothing is served: players and the network see nothing new. Returns the stop
 * function, or undefined when off.
 */
export function loopStatsFromEnvironment(environment: NodeJS.ProcessEnv): (() => void) | undefined {
  const file = environment.BENCH_LOOP_STATS?.trim();
  if (!file) return undefined;
  writeFileSync(file, '');
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let cpu = process.cpuUsage();
  let ticks: LoopSecond['ticks'] = {};
  const onTiming = (message: unknown) => {
    const { module, wallMs, cpuUs } = message as TickTiming;
    const known = ticks[module] ?? { maxMs: 0, maxCpuMs: 0 };
    ticks[module] = {
      maxMs: Math.max(known.maxMs, Math.round(wallMs * 100) / 100),
      maxCpuMs: Math.max(known.maxCpuMs, Math.round(cpuUs / 10) / 100),
    };
  };
  tickTimings.subscribe(onTiming);
  let gc: LoopSecond['gc'] = { count: 0, maxMs: 0 };
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc = {
        count: gc.count + 1,
        maxMs: Math.max(gc.maxMs, Math.round(entry.duration * 100) / 100),
      };
    }
  });
  collections.observe({ entryTypes: ['gc'] });
  const threadCpu = threadCpuReader();
  let ownMaxMs = 0;
  let lastCpu = threadCpu?.() ?? 0;
  const probe = threadCpu
    ? setInterval(() => {
        const cpuNow = threadCpu();
        ownMaxMs = Math.max(ownMaxMs, (cpuNow - lastCpu) / 1e6);
        lastCpu = cpuNow;
      }, 1)
    : undefined;
  probe?.unref();
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
  const timer = setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const second: LoopSecond = {
      at: Date.now(),
      maxMs: ms(histogram.max),
      p99Ms: ms(histogram.percentile(99)),
      p50Ms: ms(histogram.percentile(50)),
      cpuUs: used.user + used.system,
      ticks,
      gc,
      ...(threadCpu ? { ownMaxMs: Math.round(ownMaxMs * 100) / 100 } : {}),
    };
    ticks = {};
    gc = { count: 0, maxMs: 0 };
    ownMaxMs = 0;
    histogram.reset();
    appendFileSync(file, `${JSON.stringify(second)}\n`);
  }, 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(probe);
    histogram.disable();
    collections.disconnect();
    tickTimings.unsubscribe(onTiming);
  };
}
