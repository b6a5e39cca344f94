import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../schemas/generated/brand.ts';
import type { ApiClient } from '../../core/api/index.ts';
import { BrandProvider } from '../../core/brand/index.ts';
import type { Session, SessionActions } from '../../core/session/index.ts';
import { FixtureProviders } from '../../core/testing/index.ts';
import { fixtureBrand } from './fixtures.ts';

export interface AuthFixtureProvidersProps {
  api: ApiClient;
  session?: Session;
  actions?: Partial<SessionActions>;
  brand?: Brand;
  /** The address the router starts at. @default '/' */
  path?: string;
  /** Router state of that address (e.g. `{from}`). */
  state?: unknown;
  children: ReactNode;
}

/**
 * What the host gives the auth screens (router, brand, API, session), from fixtures. The core's
 * FixtureProviders has no brand yet, so the brand is added here.
 */
export function AuthFixtureProviders({
  api,
  session,
  actions,
  brand = fixtureBrand,
  path = '/',
  state,
  children,
}: AuthFixtureProvidersProps) {
  const [pathname = '/', query] = path.split('?');
  return (
    <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
      <BrandProvider value={brand}>
        <FixtureProviders api={api} session={session} actions={actions}>
          {children}
        </FixtureProviders>
      </BrandProvider>
    </MemoryRouter>
  );
}
