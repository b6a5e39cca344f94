import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiProvider, type ApiClient } from '../../features/core/api/index.ts';
import { BrandProvider, bannedProviders } from '../../features/core/brand/index.ts';
import {
  SessionProvider,
  type SessionActions,
  type SessionContextValue,
} from '../../features/core/session/index.ts';
import type { SessionState } from '../../features/core/session/SessionController.tsx';
import type { Brand } from '../../schemas/generated/brand.ts';
import { AppContextProvider } from '../AppContext.tsx';
import { toShellSession } from './toShellSession.ts';

// SWR and the session logic load beside the first page, not in its bundle; the auth check waits
// 500 ms after start anyway (spec), so the player never waits for this chunk.
const SessionController = lazy(() =>
  import('../../features/core/session/SessionController.tsx').then((module) => ({
    default: module.SessionController,
  })),
);

const initialState: SessionState = { session: { status: 'checking' }, blocklist: [] };

export interface HostSessionProps {
  brand: Brand;
  api: ApiClient;
  children: ReactNode;
}

/**
 * Holds the player session for the whole app and derives what depends on it: the banned
 * providers (brand bans ∪ the server's blocklist once signed in, expanded) that menus and routes
 * obey. Features read it through features/core's `useSession`, the shell through the app context.
 */
export function HostSession({ brand, api, children }: HostSessionProps) {
  const [state, setState] = useState(initialState);
  const controllerActions = useRef<SessionActions | undefined>(undefined);
  const actions = useMemo<SessionActions>(
    () => ({
      refresh: () => controllerActions.current?.refresh() ?? Promise.resolve(),
      logout: (options) => controllerActions.current?.logout(options) ?? Promise.resolve(),
    }),
    [],
  );
  const registerActions = useCallback((next: SessionActions) => {
    controllerActions.current = next;
  }, []);

  const sessionValue = useMemo<SessionContextValue>(
    () => ({ session: state.session, blocklist: state.blocklist, actions }),
    [state, actions],
  );
  const banned = useMemo(
    () => bannedProviders(brand.bannedProviders, state.blocklist),
    [brand.bannedProviders, state.blocklist],
  );
  const appValue = useMemo(
    () => ({ brand, banned, session: toShellSession(state.session) }),
    [brand, banned, state.session],
  );

  return (
    <BrandProvider value={brand}>
      <ApiProvider value={api}>
        <SessionProvider value={sessionValue}>
          <AppContextProvider value={appValue}>{children}</AppContextProvider>
          <Suspense fallback={null}>
            <SessionController
              api={api}
              balancePollMs={brand.polling?.balanceMs ?? 5000}
              onChange={setState}
              onActions={registerActions}
            />
          </Suspense>
        </SessionProvider>
      </ApiProvider>
    </BrandProvider>
  );
}
