import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import type { PhoneWinnersAnswer } from '../model/phoneWinners.ts';

export const phoneWinnersPath = '/api/site/promotions/phone-winners';

/**
 * The phone-prize promotion (GET /api/site/promotions/phone-winners?lang): the last completed
 * week's winners, the weeks before and the rules. The same for every player, so the key holds
 * only the language (short code: es, en, pt) the rules are written in.
 */
export function usePhoneWinners(language: string, enabled = true) {
  const api = useApi();
  return useSWR<PhoneWinnersAnswer, Error>(
    enabled ? ['site/promotions/phone-winners', language] : null,
    () => api.get<PhoneWinnersAnswer>(phoneWinnersPath, { query: { lang: language } }),
  );
}
