import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsPortuguese from '../../../core/errors/locales/pt-PT.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import type { Session } from '../../../core/session/index.ts';
import {
  FixtureProviders,
  ShellProbes,
  signedInSession,
  type FixtureApi,
} from '../../../core/testing/index.ts';
import { loadCasinoNamespace, type CasinoNamespace } from '../../casinoLocales.ts';

const namespaces: CasinoNamespace[] = ['casino', 'casinoSpecial'];
const errors = { 'en-US': errorsEnglish, 'es-ES': errorsSpanish, 'pt-PT': errorsPortuguese };

export interface RenderSpecialOptions {
  api: FixtureApi;
  session?: Session;
  brand?: Brand;
  path?: string;
  language?: keyof typeof errors;
}

/**
 * Renders a view or screen of this sub-area as the app does (fixture API, session, brand, router)
 * with the real translations of its namespace, the casino's and the error catalogue, plus the
 * shell probes (current address, notifications, auth modal).
 */
export async function renderSpecial(
  ui: ReactElement,
  {
    api,
    session = signedInSession,
    brand,
    path = '/slots/main',
    language = 'en-US',
  }: RenderSpecialOptions,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  const loaded = await Promise.all(
    namespaces.map(
      async (namespace) =>
        [namespace, (await loadCasinoNamespace(namespace, language)).default] as const,
    ),
  );
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { ...Object.fromEntries(loaded), errors: errors[language] } },
    ns: [...namespaces, 'errors'],
    defaultNS: 'casinoSpecial',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} session={session} brand={brand}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <ShellProbes />
        </MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>,
  );
}
