import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../schemas/generated/brand.ts';
import type { Session } from '../../core/session/index.ts';
import { FixtureProviders, type FixtureApi } from '../../core/testing/index.ts';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';

export interface RenderInfoModalsOptions {
  api: FixtureApi;
  session?: Session;
  brand?: Brand;
  path?: string;
  language?: 'en-US' | 'es-ES';
}

/**
 * Renders the overlay (or a view) as the app does: fixture API, session, brand and a router at
 * `path`, with the namespace's real translations in an i18next instance of its own.
 */
export async function renderInfoModals(
  ui: ReactElement,
  {
    api,
    session = { status: 'guest' },
    brand,
    path = '/',
    language = 'en-US',
  }: RenderInfoModalsOptions,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { infoModals: language === 'en-US' ? english : spanish } },
    ns: ['infoModals'],
    defaultNS: 'infoModals',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} session={session} brand={brand}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>,
  );
}
