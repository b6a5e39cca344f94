import { requestTimeoutsMs, type ApiClient } from '../../core/api/index.ts';
import { isApiError } from '../../core/errors/index.ts';
import type { PendingPlacement } from './pendingPlacement.ts';

/** Waits between re-sends after a network failure: 1 s, 2 s, 4 s, 8 s, 15 s (30 s in all). */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 15000];

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Whether the server may not have seen (or finished) the request: no answer at all (a lost
 * connection or the call's time limit), or an HTTP 5xx
 * without a platform code of its own. Only then is a re-send needed to learn the result; any other
 * answer is the server's word.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  const status = error.httpStatus;
  if (status === undefined || status < 500) return false;
  if (error.kind === 'http' || error.kind === 'invalid-response') return true;
  return error.kind === 'server' && (error.codeStatus ?? status) === status;
}

/** The placed coupon as the placement answer names it (beside its bet list); unknown → 0, ''. */
export interface PlacedCoupon {
  id: number;
  code: string;
}

/** POST /api/bet/place with the record's key and body; resolves with the coupon once placed. */
export async function postCoupon(api: ApiClient, record: PendingPlacement): Promise<PlacedCoupon> {
  let coupon: PlacedCoupon = { id: 0, code: '' };
  await api.post<unknown>('/api/bet/place', record.body, {
    headers: { 'Idempotency-Key': record.key },
    timeoutMs: requestTimeoutsMs.betPlacement,
    onEnvelope: (envelope) => {
      coupon = placedCouponOf(envelope.coupon);
    },
  });
  return coupon;
}

function placedCouponOf(value: unknown): PlacedCoupon {
  if (typeof value !== 'object' || value === null) return { id: 0, code: '' };
  const { id, code } = value as { id?: unknown; code?: unknown };
  return {
    id: typeof id === 'number' ? id : 0,
    code: typeof code === 'string' ? code : '',
  };
}

/**
 * Runs `send` until the server answers: after a network failure it waits the next delay and sends
 * again (the caller reuses the same key and body), up to the last delay; then the failure is thrown.
 * Any other failure is thrown at once.
 */
export async function sendWithNetworkRetries<T>(
  send: () => Promise<T>,
  sleep: Sleep,
  delays: readonly number[] = NETWORK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[attempt];
      if (!isNetworkFailure(error) || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
