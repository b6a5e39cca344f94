import useSWR from 'swr';
import type { ApiClient } from '../../core/api/index.ts';
import { useApi } from '../../core/api/index.ts';
import {
  toSellOffer,
  type CashoutBet,
  type RawSellOffer,
  type SellOffer,
} from '../model/cashout.ts';

/** Every key of the cash-out offers starts with this, so a sale can revalidate them. */
export const CASHOUT_OFFERS_KEY = 'bet-history/cashout-offers';

/**
 * The player's pending coupons with their cash-out offers (POST /api/remote/GetUserCashoutBets).
 * `culture` is the short language; the key holds it and the player.
 */
export function useCashoutBets(playerId: number | undefined, culture: string) {
  const api = useApi();
  return useSWR<CashoutBet[], Error>(
    playerId === undefined ? null : [CASHOUT_OFFERS_KEY, playerId, culture],
    () => api.post<CashoutBet[]>('/api/remote/GetUserCashoutBets', { culture }),
  );
}

/** A fresh offer for one coupon (GET /api/bet/sell?couponId). */
export async function fetchSellOffer(api: ApiClient, couponId: number): Promise<SellOffer> {
  return toSellOffer(await api.get<RawSellOffer>('/api/bet/sell', { query: { couponId } }));
}

/** What a sale answers: the coupon now sold, the amount credited and the new balance. */
export interface SoldCoupon {
  id: number;
  status: number;
  returnAmount: number;
  balance: number;
}

/** Sells a coupon at the offer shown (POST /api/bet/sell); refused when the offer moved. */
export function sellCoupon(api: ApiClient, offer: SellOffer): Promise<SoldCoupon> {
  return api.post<SoldCoupon>('/api/bet/sell', {
    couponId: offer.couponId,
    currentCoef: offer.currentCoef,
    sum: offer.returnAmount,
  });
}
