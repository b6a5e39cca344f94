/** The spec's lazy list (section 9): first page, step, throttle and intersection threshold. */
export const LAZY_LIST = { pageSize: 10, increment: 10, throttleMs: 500, threshold: 0.5 } as const;

/**
 * How many items to show after the sentinel came into view at `now`: one more step, unless the
 * previous step was under the throttle ago (then nothing changes).
 */
export function nextLazyCount(
  current: number,
  total: number,
  now: number,
  lastStepAt: number,
): { count: number; steppedAt: number } {
  if (current >= total || now - lastStepAt < LAZY_LIST.throttleMs) {
    return { count: current, steppedAt: lastStepAt };
  }
  return { count: Math.min(total, current + LAZY_LIST.increment), steppedAt: now };
}
