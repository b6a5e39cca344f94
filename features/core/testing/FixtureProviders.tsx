import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import demoBrandFile from '../../../config/demo/brand.json';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { ApiProvider } from '../api/ApiContext.ts';
import { BrandProvider } from '../brand/BrandContext.ts';
import type { ApiClient } from '../api/client.ts';
import { SessionProvider, type SessionActions } from '../session/SessionContext.ts';
import type { Player, Session } from '../session/types.ts';

export const fixturePlayer: Player = {
  id: 104857,
  login: 'player@demo.test',
  currency: 'CLP',
  firstName: 'Ana',
  lastName: 'Rojas',
  isPartner: false,
};

export const signedInSession: Session = {
  status: 'player',
  user: fixturePlayer,
  balance: { balance: 1000, bonusBalance: 0, freeBets: { active: 0, inactive: 2 } },
};

/** The demo brand as shipped (CLP, es-es, everything on), for stories and tests. */
// JSON imports widen literal types (string[] for a language tuple); the file is valid (brand:check).
export const fixtureBrand = demoBrandFile as unknown as Brand;

const noopActions: SessionActions = {
  refresh: () => Promise.resolve(),
  logout: () => Promise.resolve(),
};

export interface FixtureProvidersProps {
  api: ApiClient;
  brand?: Brand;
  session?: Session;
  blocklist?: readonly string[];
  actions?: Partial<SessionActions>;
  children: ReactNode;
}

/**
 * What the host gives every screen (brand, API client, session, a fresh SWR cache), from fixtures: a
 * story or test renders a container screen exactly as the app does, without the network.
 */
export function FixtureProviders({
  api,
  brand = fixtureBrand,
  session = { status: 'guest' },
  blocklist = [],
  actions,
  children,
}: FixtureProvidersProps) {
  const value = useMemo(
    () => ({ session, blocklist, actions: { ...noopActions, ...actions } }),
    [session, blocklist, actions],
  );
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <BrandProvider value={brand}>
        <ApiProvider value={api}>
          <SessionProvider value={value}>{children}</SessionProvider>
        </ApiProvider>
      </BrandProvider>
    </SWRConfig>
  );
}
