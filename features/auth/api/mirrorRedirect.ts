import { isApiError } from '../../core/errors/index.ts';
import { redirectOf } from '../../core/session/index.ts';
import { leaveTo } from './leavePage.ts';

/**
 * Code 20: the account lives on another site, which the answer names with the credentials as
 * typed (spec, section 7). Follows it and says so; false for any other failure.
 */
export function followMirrorRedirect(error: unknown): boolean {
  if (!isApiError(error) || error.codeStatus !== 20) return false;
  const redirect = redirectOf(error.data);
  if (!redirect) return false;
  leaveTo(redirect);
  return true;
}
