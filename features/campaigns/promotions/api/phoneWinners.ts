import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useSession } from '../../../core/session/index.ts';
import type { PhoneWinnersAnswer } from '../model/phoneWinners.ts';

export const phoneWinnersPath = '/api/site/promotions/phone-winners';

/**
 * The phone-prize promotion (GET /api/site/promotions/phone-winners?lang): the last completed
 * week's winners, the weeks before and the rules. The answer depends on who asks (a winner gets
 * their own claim code), so the key holds the player and the language (short code: es, en, pt)
 * the rules are written in, and the call waits for the auth check.
 */
export function usePhoneWinners(language: string, enabled = true) {
  const api = useApi();
  const { session } = useSession();
  const playerId = session.status === 'player' ? session.user.id : 0;
  return useSWR<PhoneWinnersAnswer, Error>(
    enabled && session.status !== 'checking'
      ? ['site/promotions/phone-winners', playerId, language]
      : null,
    () => api.get<PhoneWinnersAnswer>(phoneWinnersPath, { query: { lang: language } }),
  );
}
