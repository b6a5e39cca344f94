import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import type { PasswordChangePayload } from '../model/passwordChange.ts';

/**
 * POST /api/user/password/change. On success the platform ends the account's other sessions and
 * renews this one's cookie; the answer has no data.
 */
export function useChangePassword() {
  const api = useApi();
  return useSWRMutation(
    'user/password/change',
    (_key, { arg }: { arg: PasswordChangePayload }) =>
      api.post<null>('/api/user/password/change', arg),
    { throwOnError: true },
  );
}
