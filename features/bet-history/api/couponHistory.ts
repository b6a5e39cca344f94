import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import type { Coupon } from '../model/coupon.ts';
import type { CouponHistoryRequest } from '../model/filter.ts';

/** A page of POST /api/bet/coupon_history (bets README). */
export interface CouponHistoryPage {
  coupons: Coupon[];
  /** 1-based. */
  page: number;
  pages: number;
  total: number;
}

/** Every history key starts with this, so a sale can revalidate all of them. */
export const COUPON_HISTORY_KEY = 'bet-history/coupons';

/**
 * A page of the player's coupons. The key holds the player and the whole request; the previous
 * page stays on screen while the next one loads. Coupon names are stored at placement, so the
 * answer does not depend on the language.
 */
export function useCouponHistory(playerId: number | undefined, request: CouponHistoryRequest) {
  const api = useApi();
  return useSWR<CouponHistoryPage, Error>(
    playerId === undefined ? null : [COUPON_HISTORY_KEY, playerId, request],
    () => api.post<CouponHistoryPage>('/api/bet/coupon_history', request),
    { keepPreviousData: true },
  );
}
