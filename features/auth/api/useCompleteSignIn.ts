import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/index.ts';
import { shortLanguageCode } from '../../core/language.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { applyLanguage } from './accountExtras.ts';

/**
 * What follows every successful sign-in or sign-up (spec, section 4): the auth state is checked
 * again, a success notice shows and the interface language is applied to the account. The
 * caller then closes the modal or leaves the auth page.
 */
export function useCompleteSignIn(): () => Promise<void> {
  const api = useApi();
  const { actions } = useSession();
  const { i18n } = useTranslation();
  return useCallback(async () => {
    try {
      await actions.refresh();
    } catch {
      // The session controller retries on its own; the sign-in itself succeeded.
    }
    notify({ type: 'success', message: { key: 'notice.successAuth' } });
    // The platform's answer for the account's language is not needed: a failure only means the
    // line service keeps the previous one, which the settings call would show.
    applyLanguage(api, shortLanguageCode(i18n.language)).catch(() => undefined);
  }, [actions, api, i18n]);
}
