import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { RecoveryDialog } from '../components/RecoveryDialog.tsx';
import { authPageOf } from '../model/authPage.ts';
import { returnPath } from '../model/destination.ts';
import { AuthScreenView } from './AuthScreenView.tsx';

/** Where the page was opened from: router state `{from}`, or a `?from=` path. */
function fromOf(state: unknown, search: string): unknown {
  if (typeof state === 'object' && state !== null && 'from' in state) return state.from;
  return new URLSearchParams(search).get('from');
}

/** Route `auth` (/auth/{type}): sign-in or registration; /auth/sign-up redirects. */
export default function AuthScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState({ open: false, key: 0 });
  const target = authPageOf(location.pathname);
  if ('redirect' in target) {
    return (
      <Navigate
        to={{ pathname: target.redirect, search: location.search }}
        state={location.state as unknown}
        replace
      />
    );
  }
  const destination = returnPath(fromOf(location.state, location.search));
  return (
    <>
      <AuthScreenView
        page={target.page}
        onDone={() => void navigate(destination, { replace: true })}
        onForgotPassword={() => setRecovery((current) => ({ open: true, key: current.key + 1 }))}
        onSwitch={(page) =>
          void navigate(
            { pathname: `/auth/${page}`, search: location.search },
            { state: location.state as unknown },
          )
        }
      />
      <RecoveryDialog
        key={recovery.key}
        open={recovery.open}
        onClose={() => setRecovery((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
