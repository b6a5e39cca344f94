import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../../../core/api/index.ts';
import { useFeedLanguage, useFeedQuery } from '../../shared/api/feedQueries.ts';
import type { TicketRequest, TotoPool, TotoTicket } from './totoTypes.ts';

/** The open pool in the language (names of sports and tourneys); null when none is open. */
export function useActivePool() {
  return useFeedQuery<TotoPool | null>('/api/tota/active');
}

/** The player's last 50 tickets, newest first. No player, no call (guests get 401). */
export function useTotoTickets(playerId: number | undefined) {
  const api = useApi();
  const lang = useFeedLanguage();
  return useSWR<TotoTicket[]>(
    playerId === undefined ? null : ['toto/tickets', playerId, lang],
    () => api.get<TotoTicket[]>('/api/tota/ticket', { query: { lang } }),
    { revalidateOnFocus: false },
  );
}

/** Buys a ticket: the stake is debited with it, so the caller refreshes the balance after. */
export function useBuyTicket(playerId: number | undefined) {
  const api = useApi();
  return useSWRMutation(
    ['toto/ticket', playerId],
    (_key, { arg }: { arg: TicketRequest }) => api.post<TotoTicket>('/api/tota/ticket', arg),
    { throwOnError: true },
  );
}
