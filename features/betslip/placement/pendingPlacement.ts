import type { CouponBody } from './buildCoupon.ts';

/*
 * The placement in flight, kept in local storage from before the request leaves until the server
 * has answered: a reload, a crash or a lost connection can then re-send the SAME key and body, and
 * the server's idempotency answers the first result instead of placing a second coupon.
 */

export const PENDING_STORAGE_KEY = 'betslip.pending';

/** After this long a pending placement is not re-sent: the player checks the history instead. */
export const PENDING_MAX_AGE_MS = 5 * 60 * 1000;

export interface PendingPlacement {
  /** The Idempotency-Key every send of this coupon carries. */
  key: string;
  body: CouponBody;
  /** The slip's bets in the coupon, to clear them once it is placed. */
  betIds: string[];
  /** Epoch milliseconds of the first send. */
  startedAt: number;
  /** Who placed it: another player signing in on this device never re-sends it. */
  playerId: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isCouponBody(value: unknown): value is CouponBody {
  if (!isObject(value) || !isObject(value.coupon)) return false;
  const { coupon } = value;
  return (
    typeof coupon.sum === 'number' &&
    typeof coupon.acceptCoefChanges === 'boolean' &&
    typeof coupon.lang === 'string' &&
    typeof coupon.useBonus === 'boolean' &&
    typeof coupon.useFreeBet === 'boolean' &&
    Array.isArray(coupon.bets) &&
    coupon.bets.every(
      (bet) =>
        isObject(bet) &&
        typeof bet.id === 'string' &&
        typeof bet.coef === 'number' &&
        typeof bet.isLive === 'boolean',
    ) &&
    (coupon.systemIndex === undefined || typeof coupon.systemIndex === 'number') &&
    (coupon.bonusAmount === undefined || typeof coupon.bonusAmount === 'number')
  );
}

/** A stored record, or undefined when there is none or it cannot be trusted. */
export function parsePendingPlacement(raw: string | null): PendingPlacement | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const { key, body, betIds, startedAt, playerId } = value;
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) return undefined;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return undefined;
  if (!Array.isArray(betIds) || !betIds.every((id) => typeof id === 'string')) return undefined;
  if (typeof playerId !== 'number' || !isCouponBody(body)) return undefined;
  return { key, body, betIds, startedAt, playerId };
}

/** The pending record; a corrupt one is removed so it is never half-used. */
export function readPendingPlacement(): PendingPlacement | undefined {
  try {
    const raw = window.localStorage.getItem(PENDING_STORAGE_KEY);
    const record = parsePendingPlacement(raw);
    if (raw !== null && !record) window.localStorage.removeItem(PENDING_STORAGE_KEY);
    return record;
  } catch {
    return undefined;
  }
}

export function writePendingPlacement(record: PendingPlacement): void {
  try {
    window.localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full quota: the in-memory retries still reuse the key.
  }
}

export function removePendingPlacement(): void {
  try {
    window.localStorage.removeItem(PENDING_STORAGE_KEY);
  } catch {
    // Nothing to remove where storage is unavailable.
  }
}

/** Whether a record is recent enough to re-send (spec of issue 8: 5 minutes). */
export function isFreshPending(record: PendingPlacement, now: number): boolean {
  return now - record.startedAt < PENDING_MAX_AGE_MS && now >= record.startedAt - 60_000;
}
