import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import type { Session } from '../../../core/session/index.ts';
import { FixtureProviders, ShellProbes, type FixtureApi } from '../../../core/testing/index.ts';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';
import { contentPagesNamespace } from './pagesLocales.ts';
import { WithRouterLinks } from './WithRouterLinks.tsx';

export interface RenderPagesOptions {
  api: FixtureApi;
  brand?: Brand;
  session?: Session;
  path?: string;
  language?: 'en-US' | 'es-ES';
}

/** Creates the i18next instance a test renders with: this namespace and the error catalogue. */
export async function createPagesI18n(language: 'en-US' | 'es-ES' = 'en-US') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: {
      'en-US': { [contentPagesNamespace]: english, errors: errorsEnglish },
      'es-ES': { [contentPagesNamespace]: spanish, errors: errorsSpanish },
    },
    ns: [contentPagesNamespace, 'errors'],
    defaultNS: contentPagesNamespace,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Renders a screen as the app does (fixture API, brand, session, router at `path`) with real
 * translations, plus the shell probes (current address, notifications).
 */
export async function renderPages(
  ui: ReactElement,
  { api, brand, session, path = '/', language = 'en-US' }: RenderPagesOptions,
): Promise<RenderResult & { i18n: Awaited<ReturnType<typeof createPagesI18n>> }> {
  const i18n = await createPagesI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} brand={brand} session={session}>
        <MemoryRouter initialEntries={[path]}>
          <WithRouterLinks>
            {ui}
            <ShellProbes />
          </WithRouterLinks>
        </MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
