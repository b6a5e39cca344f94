import type { ApiClient } from '../../core/api/index.ts';
import { describeError } from '../../core/errors/index.ts';
import { createNoticeGroup } from '../../core/notifications/index.ts';
import { dispatchSlip, slipState } from '../model/slipStore.ts';
import {
  isFreshPending,
  readPendingPlacement,
  removePendingPlacement,
  type PendingPlacement,
} from './pendingPlacement.ts';
import { refusalOf } from './refusal.ts';
import {
  isNetworkFailure,
  postCoupon,
  sendWithNetworkRetries,
  type PlacedCoupon,
  type Sleep,
} from './sendCoupon.ts';
import type { PlacementOutcome } from './types.ts';

/** What a placement needs from the app around it. */
export interface PlacementContext {
  api: ApiClient;
  playerId: number;
  refreshBalance: () => Promise<void>;
  /** Revalidates the slip's odds and limits so fresh prices and codes show. */
  reloadSlip: () => void;
  sleep: Sleep;
  retryDelays?: readonly number[];
  now: () => number;
}

/**
 * The notices of placements (the slip's and one-click's): a new placement takes down those of
 * the one before, so a refusal never stands beside the next bet's answer.
 */
export const placementNotices = createNoticeGroup();

/** The success notice (betslip namespace; the slip's locale files hold the text). */
export const PLACED_NOTICE = { key: 'placed', ns: 'betslip' } as const;

/** Sends a recorded coupon until the server answers, then settles the slip by that answer. */
export async function completePlacement(
  record: PendingPlacement,
  context: PlacementContext,
): Promise<PlacementOutcome> {
  let coupon: PlacedCoupon;
  try {
    coupon = await sendWithNetworkRetries(
      () => postCoupon(context.api, record),
      context.sleep,
      context.retryDelays,
    );
  } catch (error) {
    return isNetworkFailure(error) ? settleUnanswered(error) : settleRefused(error, context);
  }
  return settlePlaced(record, coupon, context);
}

/** Placed: the record goes, the coupon's bets leave the slip, the balance is read again. */
export function settlePlaced(
  record: PendingPlacement,
  coupon: PlacedCoupon,
  context: PlacementContext,
): PlacementOutcome {
  removePendingPlacement();
  const placedIds = new Set(record.betIds);
  const bets = slipState().bets;
  if (bets.every((bet) => placedIds.has(bet.id))) dispatchSlip({ type: 'clear' });
  else for (const id of placedIds) dispatchSlip({ type: 'remove', id });
  placementNotices.notify({ type: 'success', message: PLACED_NOTICE });
  void context.refreshBalance().catch(() => undefined);
  return { kind: 'placed', couponId: coupon.id, couponCode: coupon.code };
}

/** Refused (the server does not keep refusals): marks, lines, a notice and fresh odds. */
export function settleRefused(error: unknown, context: PlacementContext): PlacementOutcome {
  removePendingPlacement();
  const refusal = refusalOf(error, slipState().bets);
  if (refusal.marks.length > 0) dispatchSlip({ type: 'markErrors', errors: refusal.marks });
  placementNotices.notify({ type: 'error', message: refusal.summary });
  context.reloadSlip();
  return { kind: 'refused', messages: refusal.lines };
}

/**
 * No answer after every retry: the server may have placed the coupon, so the record and the slip
 * stay; the next tap or reload asks again with the same key and learns the result.
 */
export function settleUnanswered(error: unknown): PlacementOutcome {
  const message = describeError(error, 'bet');
  placementNotices.notify({ type: 'error', message });
  return { kind: 'refused', messages: [{ message }] };
}

/**
 * The pending record this player may re-send: a stale one is dropped with a notice to check the
 * history (it may or may not have been placed), another player's is dropped silently.
 */
export function takeResumablePending(playerId: number, now: number): PendingPlacement | undefined {
  const record = readPendingPlacement();
  if (!record) return undefined;
  if (record.playerId !== playerId) {
    removePendingPlacement();
    return undefined;
  }
  if (isFreshPending(record, now)) return record;
  removePendingPlacement();
  placementNotices.notify({
    type: 'default',
    message: { key: 'notice.checkBetHistory' },
    autoClose: false,
  });
  return undefined;
}
