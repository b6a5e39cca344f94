/** A list revealed in steps as its end comes into view (casino spec, section 9). */
export interface StepPaging {
  /** Shown at first. */
  initial: number;
  /** Added at each step. */
  step: number;
  /** The least time between two steps (the spec's "timestamp 500"). */
  throttleMs: number;
}

/**
 * How many items to show after the end came into view at `now`: a step more, up to the list's
 * length, unless the last step was under the throttle ago.
 */
export function nextStepCount(
  paging: StepPaging,
  current: number,
  total: number,
  now: number,
  lastStepAt: number,
): { count: number; steppedAt: number } {
  if (current >= total || now - lastStepAt < paging.throttleMs) {
    return { count: Math.min(current, total), steppedAt: lastStepAt };
  }
  return { count: Math.min(total, current + paging.step), steppedAt: now };
}
