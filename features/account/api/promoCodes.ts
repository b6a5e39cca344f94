import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../core/api/index.ts';
import { useApi } from '../../core/api/index.ts';
import type {
  PromoCodeActivation,
  PromoCodeCheck,
  PromoCodeRedemption,
} from '../model/promoCode.ts';

/**
 * Checks the code, then activates it (spec, section 7: both calls take `code`). The check answers
 * the refusals 2200-2214 without side effects; only a usable code is activated.
 */
export async function redeemPromoCode(api: ApiClient, code: string): Promise<PromoCodeRedemption> {
  const check = await api.post<PromoCodeCheck>('/api/payment/check_promocode', { code });
  const activation = await api.post<PromoCodeActivation>('/api/payment/promocode/activation', {
    code,
  });
  return { check, activation };
}

/** Per player: one player's redemption never shows as another's. */
export function useRedeemPromoCode(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    ['payment/promocode', playerId],
    (_key, { arg: code }: { arg: string }) => redeemPromoCode(api, code),
    { throwOnError: true },
  );
}
