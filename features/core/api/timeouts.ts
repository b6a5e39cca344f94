/**
 * How long a call waits for its whole answer before it counts as lost (a 'network' failure, which
 * the callers' retries already handle). Reads poll again soon, so they give up sooner; a bet may
 * wait out the platform's live-bet delay, and its re-send with the same key never places twice.
 */
export const requestTimeoutsMs = {
  read: 15_000,
  write: 20_000,
  betPlacement: 30_000,
} as const;
