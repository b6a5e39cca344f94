import { nextStepCount } from '../../shared/model/stepPaging.ts';

/**
 * The virtual-sports list (casino spec, section 9): 12 tiles at first and 12 more each time the
 * end of the list is reached, a step at most every 500 ms (the spec's "timestamp 500").
 */
export const VIRTUAL_SPORTS_PAGING = {
  initial: 12,
  step: 12,
  throttleMs: 500,
} as const;

/** How many tiles to show first: the initial count, or every game when there are fewer. */
export function initialVirtualCount(total: number): number {
  return Math.min(total, VIRTUAL_SPORTS_PAGING.initial);
}

/**
 * How many tiles to show after the end of the list came into view at `now`: twelve more, up to
 * the list's length, unless the last step was under 500 ms ago.
 */
export function nextVirtualCount(
  current: number,
  total: number,
  now: number,
  lastStepAt: number,
): { count: number; steppedAt: number } {
  return nextStepCount(VIRTUAL_SPORTS_PAGING, current, total, now, lastStepAt);
}

/** Whether the end-of-list sentinel is still needed. */
export function hasMoreVirtualGames(count: number, total: number): boolean {
  return count < total;
}
