import { isApiError } from '../../../core/errors/index.ts';

/**
 * Whether a failed load is worth retrying by itself: a lost connection or a server failure may
 * pass, a refusal (4xx, such as 612 "event not found" or a bad search text) will not.
 */
export function isRetryableLoadError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network') return true;
  return error.httpStatus === undefined || error.httpStatus >= 500;
}
