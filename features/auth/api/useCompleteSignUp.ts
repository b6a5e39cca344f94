import { useCallback } from 'react';
import { useApi } from '../../core/api/index.ts';
import { sendPendingPartnerPromo } from './accountExtras.ts';
import { useCompleteSignIn } from './useCompleteSignIn.ts';

/**
 * What follows a successful sign-up: the partner link the app was opened with binds the new
 * account (the one moment a referral is bound), then everything that follows a sign-in.
 */
export function useCompleteSignUp(): () => Promise<void> {
  const api = useApi();
  const completeSignIn = useCompleteSignIn();
  return useCallback(async () => {
    sendPendingPartnerPromo(api);
    await completeSignIn();
  }, [api, completeSignIn]);
}
