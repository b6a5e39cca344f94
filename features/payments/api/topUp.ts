import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import type { TopUpAnswer, TopUpRequest } from '../model/topUpMethods.ts';

/**
 * Starts a top-up (spec, section 7: the Freekassa, Platilka or Payku init). The answer carries the
 * checkout address the browser goes to; a refusal (101 amount, 102 mode, 15 phone) is thrown.
 */
export function useStartTopUp() {
  const api = useApi();
  return useSWRMutation('payment/top-up', (_key: string, { arg }: { arg: TopUpRequest }) =>
    api.post<TopUpAnswer>(arg.path, arg.body),
  );
}
