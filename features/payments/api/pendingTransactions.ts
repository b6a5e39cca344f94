import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import type { PaymentRecord, WithdrawalRecord } from '../model/history.ts';

/** GET /api/payment/check_transactions: open transactions and those changed in the last day. */
export interface OpenTransactions {
  pending: number;
  payments: (PaymentRecord & { url: string | null })[];
  withdrawals: WithdrawalRecord[];
}

/** The signed-in player's open transactions; the key holds the player, whose list it is. */
export function useOpenTransactions(playerId: number | undefined) {
  const api = useApi();
  return useSWR<OpenTransactions, Error>(
    playerId === undefined ? null : ['payment/check_transactions', playerId],
    () => api.get<OpenTransactions>('/api/payment/check_transactions'),
  );
}
