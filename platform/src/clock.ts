/**
 * The platform's one source of time. Everything that depends on "now" (sessions, live clocks,
 * free-bet Wednesdays, settlement) asks this clock, so tests and demos can fix it, move it or
 * run it fast.
 */
export interface Clock {
  now(): Date;
  nowMs(): number;
  /** Jumps the clock to a moment; it keeps running from there at its speed. */
  set(moment: Date | number | string): void;
  advance(milliseconds: number): void;
  /** Where the clock would be had nobody set or advanced it: its start, run at its speed. */
  unmovedMs(): number;
  /** 0 = stopped (fixed), 1 = real time, 60 = a minute per second. */
  readonly speed: number;
}

export interface ClockOptions {
  start?: Date | number | string;
  speed?: number;
  /** Where real time comes from; tests pass their own. */
  realNow?: () => number;
}

/** The largest distance from 1970 a Date holds; beyond it every date method throws. */
const dateRangeMs = 8.64e15;
const isDateValue = (value: number) => Number.isFinite(value) && Math.abs(value) <= dateRangeMs;

export function createClock(options: ClockOptions = {}): Clock {
  const realNow = options.realNow ?? Date.now;
  const speed = options.speed ?? 1;
  const startReal = realNow();
  const startVirtual = options.start === undefined ? startReal : new Date(options.start).getTime();
  if (Number.isNaN(startVirtual)) throw new Error(`Invalid clock start: ${String(options.start)}`);
  let anchorReal = startReal;
  let anchorVirtual = startVirtual;

  const nowMs = () => anchorVirtual + (realNow() - anchorReal) * speed;
  return {
    speed,
    nowMs,
    now: () => new Date(nowMs()),
    set(moment) {
      const value = new Date(moment).getTime();
      if (Number.isNaN(value)) throw new Error(`Invalid clock moment: ${String(moment)}`);
      anchorReal = realNow();
      anchorVirtual = value;
    },
    advance(milliseconds) {
      const value = nowMs() + milliseconds;
      // Every tick formats the time; a clock past what a Date holds would crash the process.
      if (!isDateValue(value)) throw new Error(`Invalid clock move: ${String(milliseconds)} ms`);
      anchorVirtual = value;
      anchorReal = realNow();
    },
    unmovedMs: () => startVirtual + (realNow() - startReal) * speed,
  };
}

/**
 * `PLATFORM_CLOCK` (an ISO moment, the clock's start) and `PLATFORM_CLOCK_SPEED` (0 fixes it,
 * 60 runs a minute a second). Without them the clock is the real time.
 */
export function clockFromEnvironment(environment: NodeJS.ProcessEnv): Clock {
  const speed = environment.PLATFORM_CLOCK_SPEED ? Number(environment.PLATFORM_CLOCK_SPEED) : 1;
  if (!Number.isFinite(speed) || speed < 0) {
    throw new Error(
      `PLATFORM_CLOCK_SPEED must be a number ≥ 0, got "${environment.PLATFORM_CLOCK_SPEED}"`,
    );
  }
  return createClock({ start: environment.PLATFORM_CLOCK || undefined, speed });
}
