import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';

export type VerifyEmailState =
  { status: 'pending' } | { status: 'verified' } | { status: 'failed'; error: unknown };

/**
 * GET /api/user/email/verify/{code} once for the link's code. A code is single use, so the
 * answer is never revalidated (a second call would read "already verified", code 8).
 */
export function useVerifyEmail(code: string, onVerified: () => void): VerifyEmailState {
  const api = useApi();
  const { data, error } = useSWR<{ email_verified: boolean }, Error>(
    ['user/email/verify', code],
    () => api.get(`/api/user/email/verify/${encodeURIComponent(code)}`),
    {
      onSuccess: onVerified,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      // Longer than a remount in React's strict mode, so the code is spent only once.
      dedupingInterval: 60_000,
    },
  );
  if (error) return { status: 'failed', error };
  if (data) return { status: 'verified' };
  return { status: 'pending' };
}
