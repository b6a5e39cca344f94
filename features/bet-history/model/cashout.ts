import { isApiError, sellStatusKey } from '../../core/errors/index.ts';
import type { ErrorDescription } from '../../core/errors/index.ts';
import type { Coupon } from './coupon.ts';

/** What the player gets for selling a coupon now, at the coupon's current total coefficient. */
export interface SellOffer {
  couponId: number;
  returnAmount: number;
  currentCoef: number;
}

/** GET /api/bet/sell's answer (and a CoeffChanged refusal's `data.offer`). */
export interface RawSellOffer {
  id: number;
  returnAmount: number;
  betCode?: string;
  currentCoef: number;
}

/** An entry of POST /api/remote/GetUserCashoutBets: a pending coupon with its offer, if any. */
export interface CashoutBet extends Coupon {
  betCode: string;
  canSell: boolean;
  sellStatus: string;
  returnAmount: number | null;
  currentCoef: number | null;
}

export function toSellOffer(raw: RawSellOffer): SellOffer {
  return { couponId: raw.id, returnAmount: raw.returnAmount, currentCoef: raw.currentCoef };
}

/** The coupons that can be sold now, by id, with their offer. */
export function offersByCoupon(entries: readonly CashoutBet[]): Map<number, SellOffer> {
  const offers = new Map<number, SellOffer>();
  for (const entry of entries) {
    if (!entry.canSell || entry.returnAmount === null || entry.currentCoef === null) continue;
    if (entry.returnAmount <= 0) continue;
    offers.set(entry.id, {
      couponId: entry.id,
      returnAmount: entry.returnAmount,
      currentCoef: entry.currentCoef,
    });
  }
  return offers;
}

/** A refused sell or offer: its status, message and, when the odds moved, the new offer. */
export interface SellRefusal {
  status: string;
  message: ErrorDescription;
  offer?: SellOffer;
}

function isRawOffer(value: unknown): value is RawSellOffer {
  if (typeof value !== 'object' || value === null) return false;
  const offer = value as Partial<Record<keyof RawSellOffer, unknown>>;
  return (
    typeof offer.id === 'number' &&
    typeof offer.returnAmount === 'number' &&
    typeof offer.currentCoef === 'number'
  );
}

/**
 * Reads a sell refusal from what a sell or offer call threw: the platform's `data.status` (HTTP 409
 * for CoeffChanged and SomeBetsUnavailable, 200 for the others) and CoeffChanged's `data.offer`.
 * Undefined for any other failure, which the catalogue describes in the bet scope.
 */
export function sellRefusalOf(error: unknown): SellRefusal | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const data = error.data as { status?: unknown; offer?: unknown };
  if (typeof data.status !== 'string' || data.status.trim() === '') return undefined;
  return {
    status: data.status,
    message: { key: sellStatusKey(data.status) },
    offer: isRawOffer(data.offer) ? toSellOffer(data.offer) : undefined,
  };
}

/** The coupon a cash-out is about, as the dialog shows it. */
export type CashoutCoupon = Pick<Coupon, 'id' | 'code' | 'currency' | 'amountIn'>;

/**
 * The cash-out dialog (sports-betting §4, cash-out): an offer is fetched, then may be sold;
 * selling sets processing, then success (the dialog closes) or failure. When the odds moved, the
 * refusal's new offer replaces the old one and the player may accept it.
 */
export type CashoutState =
  | { phase: 'closed' }
  | { phase: 'quoting'; coupon: CashoutCoupon }
  | { phase: 'offer'; coupon: CashoutCoupon; offer: SellOffer; changed: boolean }
  | { phase: 'selling'; coupon: CashoutCoupon; offer: SellOffer; changed: boolean }
  | { phase: 'failed'; coupon: CashoutCoupon; message: ErrorDescription };

export type CashoutEvent =
  | { type: 'open'; coupon: CashoutCoupon }
  | { type: 'quoted'; couponId: number; offer: SellOffer }
  | { type: 'sell' }
  | { type: 'sold'; couponId: number }
  | { type: 'refused'; couponId: number; refusal: SellRefusal }
  | { type: 'failed'; couponId: number; message: ErrorDescription }
  | { type: 'close' };

export const closedCashout: CashoutState = { phase: 'closed' };

/** Answers about another coupon (the dialog was closed and reopened meanwhile) change nothing. */
function isAbout(state: CashoutState, couponId: number): boolean {
  return state.phase !== 'closed' && state.coupon.id === couponId;
}

export function cashoutReducer(state: CashoutState, event: CashoutEvent): CashoutState {
  switch (event.type) {
    case 'open':
      return state.phase === 'selling' ? state : { phase: 'quoting', coupon: event.coupon };
    case 'close':
      // A sale under way cannot be called back; the dialog stays until it answers.
      return state.phase === 'selling' ? state : closedCashout;
    case 'quoted':
      if (state.phase !== 'quoting' || !isAbout(state, event.couponId)) return state;
      return { phase: 'offer', coupon: state.coupon, offer: event.offer, changed: false };
    case 'sell':
      if (state.phase !== 'offer') return state;
      return { ...state, phase: 'selling' };
    case 'sold':
      return state.phase === 'selling' && isAbout(state, event.couponId) ? closedCashout : state;
    case 'refused':
      if (state.phase === 'closed' || !isAbout(state, event.couponId)) return state;
      if (event.refusal.offer && event.refusal.offer.couponId === state.coupon.id) {
        return { phase: 'offer', coupon: state.coupon, offer: event.refusal.offer, changed: true };
      }
      return { phase: 'failed', coupon: state.coupon, message: event.refusal.message };
    case 'failed':
      if (state.phase === 'closed' || !isAbout(state, event.couponId)) return state;
      return { phase: 'failed', coupon: state.coupon, message: event.message };
  }
}
