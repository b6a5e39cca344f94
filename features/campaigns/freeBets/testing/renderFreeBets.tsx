import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { ApiClient } from '../../../core/api/index.ts';
import type { Session, SessionActions } from '../../../core/session/index.ts';
import { FixtureProviders, ShellProbes } from '../../../core/testing/index.ts';
import { createFreeBetsI18n } from './freeBetsI18n.ts';

export interface RenderFreeBetsOptions {
  api: ApiClient;
  session?: Session;
  actions?: Partial<SessionActions>;
  brand?: Brand;
  language?: 'en-US' | 'es-ES';
}

/** Renders the page as the app does (fixture API, session, brand, router, real translations). */
export async function renderFreeBets(
  ui: ReactElement,
  { api, session, actions, brand, language = 'en-US' }: RenderFreeBetsOptions,
): Promise<RenderResult> {
  const i18n = await createFreeBetsI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/free-bets']}>
        <FixtureProviders api={api} session={session} actions={actions} brand={brand}>
          {ui}
          <ShellProbes />
        </FixtureProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
