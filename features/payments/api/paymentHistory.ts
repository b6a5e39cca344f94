import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import type { DateRange } from '../../core/history/index.ts';
import {
  mergeHistory,
  type HistoryEntry,
  type PaymentRecord,
  type WithdrawalRecord,
} from '../model/history.ts';

interface HistoryAnswer {
  payments: PaymentRecord[];
  withdrawals: WithdrawalRecord[];
}

/**
 * Top-ups and withdrawals of a range of days (GET /api/payment/history/payment-with-withdrawal),
 * merged newest first. The platform also sends a merged list; merging here keeps the spec's rule
 * (section 3) whatever a server does.
 */
export function usePaymentHistory(playerId: number | undefined, range: DateRange) {
  const api = useApi();
  return useSWR<HistoryEntry[], Error>(
    playerId === undefined ? null : ['payment/history', playerId, range.from, range.to],
    async () => {
      const answer = await api.get<HistoryAnswer>('/api/payment/history/payment-with-withdrawal', {
        query: { begin: range.from, end: range.to },
      });
      return mergeHistory(answer.payments, answer.withdrawals);
    },
    { keepPreviousData: true },
  );
}
