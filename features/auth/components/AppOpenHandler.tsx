import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi, type ApiClient } from '../../core/api/index.ts';
import { describeError } from '../../core/errors/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { sendPartnerPromo } from '../api/accountExtras.ts';
import { followMirrorRedirect } from '../api/mirrorRedirect.ts';
import { signIn } from '../api/signIn.ts';
import { useCompleteSignIn } from '../api/useCompleteSignIn.ts';
import { readAppOpenQuery } from '../model/appOpenQuery.ts';
import { rememberPartnerPromo, takePendingPartnerPromo } from '../model/promoStorage.ts';

/** Sends the partner link once for a signed-in player; kept for later when it fails. */
function sendPendingPartnerPromo(api: ApiClient) {
  const promo = takePendingPartnerPromo();
  if (!promo) return;
  sendPartnerPromo(api, promo).catch(() => rememberPartnerPromo(promo));
}

/**
 * The app-open query (spec, section 2), rendered once inside the router: `log`/`pas` sign in
 * automatically, `betting` (with `ref_id`) keeps a partner's promo code for registration and
 * sends it for a signed-in player. The parameters leave the address at once, before any answer.
 */
export default function AppOpenHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const { session } = useSession();
  const completeSignIn = useCompleteSignIn();
  // Only a new query is handled, once: strict mode runs effects twice before the replaced
  // address renders, and other inputs changing must not sign in again.
  const handledSearch = useRef<string | undefined>(undefined);
  const playerId = session.status === 'player' ? session.user.id : undefined;

  useEffect(() => {
    if (handledSearch.current === location.search) return;
    handledSearch.current = location.search;
    const query = readAppOpenQuery(location.search);
    if (!query.changed) return;
    void navigate(
      { pathname: location.pathname, search: query.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
    if (query.partner) {
      rememberPartnerPromo(query.partner);
      if (playerId !== undefined) sendPendingPartnerPromo(api);
    }
    const { credentials } = query;
    if (!credentials) return;
    signIn(api, { method: 'login', ...credentials }).then(
      () => completeSignIn(),
      (error: unknown) => {
        if (followMirrorRedirect(error)) return;
        notify({ type: 'error', message: describeError(error, 'auth') });
      },
    );
  }, [location, navigate, api, playerId, completeSignIn]);

  // A partner link met while signed out goes out once the player is signed in.
  useEffect(() => {
    if (playerId !== undefined) sendPendingPartnerPromo(api);
  }, [playerId, api]);

  return null;
}
