import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import type { WithdrawalRecord } from '../model/history.ts';
import type { WithdrawalBody } from '../model/withdrawal.ts';

/** The created withdrawal and the player's main balance after the debit. */
export type WithdrawalAnswer = WithdrawalRecord & { balance: number };

/**
 * Requests a withdrawal (POST /api/payment/withdrawal). Refusals come thrown with the spec's
 * codes: 102 method or cashier, 106 outside the limits, 114 one a day, 501 not enough money.
 */
export function useRequestWithdrawal() {
  const api = useApi();
  return useSWRMutation('payment/withdrawal', (_key: string, { arg }: { arg: WithdrawalBody }) =>
    api.post<WithdrawalAnswer>('/api/payment/withdrawal', arg),
  );
}
