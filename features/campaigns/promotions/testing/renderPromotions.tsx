import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { Session } from '../../../core/session/index.ts';
import { FixtureProviders, ShellProbes, type FixtureApi } from '../../../core/testing/index.ts';
import { createPromotionsI18n } from './promotionsI18n.ts';

export interface RenderPromotionsOptions {
  api: FixtureApi;
  session?: Session;
  brand?: Brand;
  path?: string;
  language?: 'en-US' | 'es-ES';
}

/**
 * Renders a screen as the app does (fixture API, session, brand, router, real translations),
 * with the shell probes (current address, notifications, auth modal) beside it.
 */
export async function renderPromotions(
  ui: ReactElement,
  { api, session, brand, path = '/promotions', language = 'en-US' }: RenderPromotionsOptions,
): Promise<RenderResult> {
  const i18n = await createPromotionsI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <FixtureProviders api={api} session={session} brand={brand}>
          {ui}
          <ShellProbes />
        </FixtureProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
