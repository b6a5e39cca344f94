/*
 * One-click's timing (sports-betting §4, §9): after 1 s the bet is placed; a failed attempt is
 * tried again 1 s later, 4 attempts in all. The clock is injected so tests run it on fake timers.
 */

export const ONE_CLICK_DELAY_MS = 1000;
export const ONE_CLICK_ATTEMPTS = 4;

export type Wait = (ms: number) => Promise<void>;

export type OneClickResult<T> =
  { ok: true; value: T; attempts: number } | { ok: false; error: unknown; attempts: number };

/**
 * Waits the delay, then runs `attempt` until it succeeds or has failed `attempts` times, waiting
 * the delay before each retry. The caller's attempt reuses one idempotency key, so a retry after
 * a lost answer can never place a second coupon.
 */
export async function runOneClick<T>(
  attempt: () => Promise<T>,
  wait: Wait,
  { delayMs = ONE_CLICK_DELAY_MS, attempts = ONE_CLICK_ATTEMPTS } = {},
): Promise<OneClickResult<T>> {
  let lastError: unknown;
  for (let tried = 1; tried <= attempts; tried += 1) {
    await wait(delayMs);
    try {
      return { ok: true, value: await attempt(), attempts: tried };
    } catch (error) {
      lastError = error;
    }
  }
  return { ok: false, error: lastError, attempts };
}
