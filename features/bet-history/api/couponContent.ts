import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import type { CouponContent } from '../model/coupon.ts';

/** The bets of one coupon (POST /api/bet/coupon_history with `coupon_id`); null key when none. */
export function useCouponContent(playerId: number | undefined, couponId: number | undefined) {
  const api = useApi();
  return useSWR<CouponContent, Error>(
    playerId === undefined || couponId === undefined
      ? null
      : ['bet-history/coupon', playerId, couponId],
    () => api.post<CouponContent>('/api/bet/coupon_history', { coupon_id: couponId }),
  );
}
