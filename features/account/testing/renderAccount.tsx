import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Brand } from '../../../schemas/generated/brand.ts';
import type { ApiClient } from '../../core/api/index.ts';
import type { SessionActions, Session } from '../../core/session/index.ts';
import { FixtureProviders, Notices } from '../../core/testing/index.ts';
import { createAccountI18n } from './accountI18n.ts';

export interface RenderAccountOptions {
  api: ApiClient;
  session?: Session;
  actions?: Partial<SessionActions>;
  brand?: Brand;
  blocklist?: readonly string[];
  path?: string;
  language?: 'en-US' | 'es-ES';
}

/** The address the router is at, for navigation assertions. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

/** Renders a screen as the app does (fixture API, session, brand, router, real translations). */
export async function renderAccount(
  ui: ReactElement,
  { api, session, actions, brand, blocklist, path = '/', language = 'en-US' }: RenderAccountOptions,
): Promise<RenderResult> {
  const i18n = await createAccountI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <FixtureProviders
          api={api}
          session={session}
          actions={actions}
          brand={brand}
          blocklist={blocklist}
        >
          {ui}
          <CurrentPath />
          <Notices />
        </FixtureProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
