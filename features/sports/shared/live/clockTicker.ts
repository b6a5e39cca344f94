/*
 * The one timer behind every live clock on screen, and the app's estimate of the platform clock.
 * Clocks subscribe here instead of each running an interval or re-rendering their row.
 */

let offsetMs = Number.NEGATIVE_INFINITY;

/**
 * Learns the platform clock from a platform time it has certainly reached (a clock base's
 * `atMs`): the estimate is the latest such time seen, run on by the device's clock since.
 */
export function notePlatformTime(platformMs: number, deviceMs: number = Date.now()): void {
  offsetMs = Math.max(offsetMs, platformMs - deviceMs);
}

/** The platform's time now as best known (the device's time until a platform time was seen). */
export function platformNow(deviceMs: number = Date.now()): number {
  return Number.isFinite(offsetMs) ? deviceMs + offsetMs : deviceMs;
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** Calls `listener` every second from one shared timer, running only while someone listens. */
export function onEverySecond(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const each of listeners) each();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Forgets the learnt platform time (tests). */
export function resetPlatformTime(): void {
  offsetMs = Number.NEGATIVE_INFINITY;
}
