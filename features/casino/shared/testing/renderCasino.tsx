import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { Session, SessionActions } from '../../../core/session/index.ts';
import {
  FixtureProviders,
  ShellProbes,
  signedInSession,
  type FixtureApi,
} from '../../../core/testing/index.ts';
import {
  casinoNamespaces as namespaces,
  loadCasinoNamespace,
  type CasinoNamespace,
} from '../../casinoLocales.ts';

export interface RenderCasinoOptions {
  api: FixtureApi;
  session?: Session;
  actions?: Partial<SessionActions>;
  brand?: Brand;
  blocklist?: readonly string[];
  path?: string;
  language?: 'en-US' | 'es-ES';
}

/**
 * Renders a casino view or screen as the app does (fixture API, session, brand, router), with
 * every casino namespace's and the error catalogue's real translations, plus the shell probes
 * (current address, notifications, auth modal).
 */
export async function renderCasino(
  ui: ReactElement,
  {
    api,
    session = signedInSession,
    actions,
    brand,
    blocklist,
    path = '/slots/home',
    language = 'en-US',
  }: RenderCasinoOptions,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  const casino = await Promise.all(
    namespaces.map(
      async (namespace) =>
        [namespace, (await loadCasinoNamespace(namespace, language)).default] as const,
    ),
  );
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: {
      [language]: {
        ...(Object.fromEntries(casino) as Record<CasinoNamespace, object>),
        errors: language === 'en-US' ? errorsEnglish : errorsSpanish,
      },
    },
    ns: [...namespaces, 'errors'],
    defaultNS: 'casino',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders
        api={api}
        session={session}
        actions={actions}
        brand={brand}
        blocklist={blocklist}
      >
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <ShellProbes />
        </MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>,
  );
}
