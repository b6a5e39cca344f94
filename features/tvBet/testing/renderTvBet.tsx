import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../schemas/generated/brand.ts';
import errorsEnglish from '../../core/errors/locales/en-US.json';
import errorsSpanish from '../../core/errors/locales/es-ES.json';
import type { Session } from '../../core/session/index.ts';
import {
  FixtureProviders,
  ShellProbes,
  signedInSession,
  type FixtureApi,
} from '../../core/testing/index.ts';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';

export interface RenderTvBetOptions {
  api: FixtureApi;
  session?: Session;
  brand?: Brand;
  blocklist?: readonly string[];
  language?: 'en-US' | 'es-ES';
}

/**
 * Renders a screen or hook probe as the app does (fixture API, session, brand, router) with this
 * namespace's and the error catalogue's real translations, plus the shell probes.
 */
export async function renderTvBet(
  ui: ReactElement,
  { api, session = signedInSession, brand, blocklist, language = 'en-US' }: RenderTvBetOptions,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: {
      'en-US': { [TV_BET_NAMESPACE]: english, errors: errorsEnglish },
      'es-ES': { [TV_BET_NAMESPACE]: spanish, errors: errorsSpanish },
    },
    ns: [TV_BET_NAMESPACE, 'errors'],
    defaultNS: TV_BET_NAMESPACE,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} session={session} brand={brand} blocklist={blocklist}>
        <MemoryRouter initialEntries={['/tv-bet']}>
          {ui}
          <ShellProbes />
        </MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>,
  );
}
