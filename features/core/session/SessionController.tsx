import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../errors/ApiError.ts';
import { notify } from '../notifications/store.ts';
import type { SessionActions } from './SessionContext.ts';
import { redirectOf } from './redirect.ts';
import {
  balanceKey,
  toBalance,
  toPlayer,
  type RawBalance,
  type RawUser,
  type Session,
} from './types.ts';

/** Spec, section 4: the auth check runs 500 ms after start. */
export const authCheckDelayMs = 500;

export interface SessionState {
  session: Session;
  blocklist: readonly string[];
}

export interface SessionControllerProps {
  api: ApiClient;
  /** Balance refresh while signed in (brand polling.balanceMs, spec default 5000). */
  balancePollMs: number;
  onChange: (state: SessionState) => void;
  onActions: (actions: SessionActions) => void;
  authCheckDelay?: number;
}

const checkKey = 'user/check';

const noBlocklist: readonly string[] = [];

// Only a lost connection is worth retrying; "not logged in" is an answer, not a failure.
const retryOnNetworkOnly = (error: unknown) => isApiError(error) && error.kind === 'network';

/**
 * Keeps the player session in step with the platform (spec, sections 4 and 6): the delayed auth
 * check, sign-out of any role other than 0, balance polling while signed in (silent sign-out of a
 * banned player), and the server blocklist reloaded whenever the signed-in player changes. It
 * renders nothing; the host holds the state it reports. A separate chunk, so SWR and the session
 * code stay out of the first page's bundle.
 */
export function SessionController({
  api,
  balancePollMs,
  onChange,
  onActions,
  authCheckDelay = authCheckDelayMs,
}: SessionControllerProps) {
  const [started, setStarted] = useState(authCheckDelay === 0);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), authCheckDelay);
    return () => clearTimeout(timer);
  }, [authCheckDelay]);

  const check = useSWR(
    started ? checkKey : null,
    async () => {
      try {
        return await api.get<RawUser>('/api/user/check');
      } catch (error) {
        // Not signed in (auth code 1, or a 401) is a guest, not an error to show.
        if (isApiError(error) && error.kind === 'server') return null;
        throw error;
      }
    },
    { shouldRetryOnError: retryOnNetworkOnly, revalidateOnFocus: true },
  );
  const rawUser = check.data ?? null;
  const player = useMemo(
    () => (rawUser && rawUser.role === 0 ? toPlayer(rawUser) : undefined),
    [rawUser],
  );

  const balance = useSWR(
    player ? balanceKey(player.id) : null,
    () => api.get<RawBalance>('/api/user/balance'),
    { refreshInterval: balancePollMs, shouldRetryOnError: retryOnNetworkOnly },
  );
  const blocklist = useSWR(
    player ? ['user/blocklist', player.id] : null,
    () => api.get<string[]>('/api/user/blocklist'),
    { shouldRetryOnError: retryOnNetworkOnly, revalidateOnFocus: false },
  );

  const { mutate: mutateCheck } = check;
  const { mutate: mutateBalance } = balance;

  const logout = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      try {
        await api.get('/api/user/logout');
      } catch {
        // The local sign-out below still happens: a player who asked to leave must not stay in.
      }
      await mutateCheck(null, { revalidate: false });
      if (!silent) notify({ type: 'success', message: { key: 'notice.logoutSuccess' } });
    },
    [api, mutateCheck],
  );

  const refresh = useCallback(async () => {
    await Promise.all([mutateCheck(), mutateBalance()]);
  }, [mutateCheck, mutateBalance]);

  // Any role but 0 is signed out (spec 6); so is a player the balance call reports banned.
  const mustLeave = (rawUser !== null && rawUser.role !== 0) || balance.data?.is_banned === true;
  useEffect(() => {
    if (mustLeave) void logout({ silent: true });
  }, [mustLeave, logout]);

  // The session ended on the server (expired, signed out elsewhere): back to a guest. Code 20:
  // the account belongs to another site, which the answer names (spec, section 7).
  const balanceError = balance.error as unknown;
  useEffect(() => {
    if (!isApiError(balanceError) || balanceError.kind !== 'server') return;
    if (balanceError.codeStatus === 1) void mutateCheck(null, { revalidate: false });
    const redirect = redirectOf(balanceError.data);
    if (balanceError.codeStatus === 20 && redirect) window.location.assign(redirect);
  }, [balanceError, mutateCheck]);

  const session = useMemo<Session>(() => {
    if (!started || (check.data === undefined && check.error === undefined)) {
      return { status: 'checking' };
    }
    if (!player || mustLeave) return { status: 'guest' };
    return { status: 'player', user: player, balance: balance.data && toBalance(balance.data) };
  }, [started, check.data, check.error, player, balance.data, mustLeave]);

  const blocked = (player && blocklist.data) ?? noBlocklist;
  useEffect(() => {
    onChange({ session, blocklist: blocked });
  }, [onChange, session, blocked]);
  useEffect(() => {
    onActions({ refresh, logout });
  }, [onActions, refresh, logout]);

  return null;
}
