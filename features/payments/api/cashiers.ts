import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import { pinCashiers, type Cashier } from '../model/cashiers.ts';

/**
 * The cashiers a withdrawal can be paid at (GET /api/payment/get_cashier_list), the head office
 * first and "another cashier" last. The pinned names are localized, so the key holds the language.
 */
export function useCashiers(language: string) {
  const api = useApi();
  return useSWR<Cashier[], Error>(['payment/cashiers', language], async () => {
    const answer = await api.get<{ cashiers: Cashier[] }>('/api/payment/get_cashier_list', {
      query: { lang: language },
    });
    return pinCashiers(answer.cashiers);
  });
}
