import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../core/api/index.ts';
import { describeError } from '../../core/errors/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { followMirrorRedirect } from '../api/mirrorRedirect.ts';
import { signIn } from '../api/signIn.ts';
import { useCompleteSignIn } from '../api/useCompleteSignIn.ts';
import { readAppOpenQuery, type LinkCredentials } from '../model/appOpenQuery.ts';
import { linkSignInStep } from '../model/linkSignIn.ts';
import { rememberPartnerPromo } from '../model/promoStorage.ts';

// Asked rarely (a signed-in player opening another account's link): the dialog and its overlay
// code load only then.
const SwitchAccountDialog = lazy(() => import('./SwitchAccountDialog.tsx'));

/**
 * The app-open query (spec, section 2), rendered once inside the router: `log`/`pas` sign a guest
 * in automatically, and ask a player signed in to another account before switching; `betting`
 * (with `ref_id`) keeps a partner's promo code for a sign-up in this tab. The parameters leave
 * the address at once, before any answer; the credentials wait in memory only.
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
  const signingIn = useRef<LinkCredentials | undefined>(undefined);
  // The link's account, held (in memory only) until the auth check says who is signed in.
  const [link, setLink] = useState<LinkCredentials>();
  const [readSearch, setReadSearch] = useState<string>();
  if (readSearch !== location.search) {
    setReadSearch(location.search);
    const { credentials } = readAppOpenQuery(location.search);
    if (credentials) setLink(credentials);
  }
  const step = link ? linkSignInStep(link.login, session) : undefined;
  // The account signed in already: signing in again would change nothing.
  if (step === 'drop') setLink(undefined);

  const signInWith = useCallback(
    (credentials: LinkCredentials) =>
      signIn(api, { method: 'login', ...credentials }).then(
        () => completeSignIn(),
        (error: unknown) => {
          if (followMirrorRedirect(error)) return;
          notify({ type: 'error', message: describeError(error, 'auth') });
        },
      ),
    [api, completeSignIn],
  );

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
  }, [location, navigate]);

  useEffect(() => {
    if (!link || step !== 'signIn' || signingIn.current === link) return;
    signingIn.current = link;
    void signInWith(link).finally(() => {
      setLink((current) => (current === link ? undefined : current));
    });
  }, [link, step, signInWith]);

  if (!link || step !== 'ask' || session.status !== 'player') return null;
  return (
    <Suspense fallback={null}>
      <SwitchAccountDialog
        current={session.user.login}
        linked={link.login}
        onStay={() => setLink(undefined)}
        onSwitch={() => {
          setLink(undefined);
          void signInWith(link);
        }}
      />
    </Suspense>
  );
}
