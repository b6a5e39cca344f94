import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../core/api/index.ts';
import { describeError } from '../../core/errors/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { followMirrorRedirect } from '../api/mirrorRedirect.ts';
import { signIn } from '../api/signIn.ts';
import { useCompleteSignIn } from '../api/useCompleteSignIn.ts';
import { readAppOpenQuery } from '../model/appOpenQuery.ts';
import { rememberPartnerPromo } from '../model/promoStorage.ts';

/**
 * The app-open query (spec, section 2), rendered once inside the router: `log`/`pas` sign in
 * automatically, `betting` (with `ref_id`) keeps a partner's promo code for registration and
 * sends it for a signed-in player. The parameters leave the address at once, before any answer.
 */
export default function AppOpenHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const completeSignIn = useCompleteSignIn();
  // Only a new query is handled, once: strict mode runs effects twice before the replaced
  // address renders, and other inputs changing must not sign in again.
  const handledSearch = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (handledSearch.current === location.search) return;
    handledSearch.current = location.search;
    const query = readAppOpenQuery(location.search);
    if (!query.changed) return;
    void navigate(
      { pathname: location.pathname, search: query.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
    // Kept for a sign-up in this tab only (the form's promo code, the referral after it): a
    // player who is or gets signed in keeps the referral they have.
    if (query.partner) rememberPartnerPromo(query.partner);
    const { credentials } = query;
    if (!credentials) return;
    signIn(api, { method: 'login', ...credentials }).then(
      () => completeSignIn(),
      (error: unknown) => {
        if (followMirrorRedirect(error)) return;
        notify({ type: 'error', message: describeError(error, 'auth') });
      },
    );
  }, [location, navigate, api, completeSignIn]);

  return null;
}
