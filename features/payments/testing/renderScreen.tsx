import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errorsEnglish from '../../core/errors/locales/en-US.json';
import errorsSpanish from '../../core/errors/locales/es-ES.json';
import errorsPortuguese from '../../core/errors/locales/pt-PT.json';
import type { Brand } from '../../../schemas/generated/brand.ts';
import type { Session, SessionActions } from '../../core/session/index.ts';
import { FixtureProviders, signedInSession, type FixtureApi } from '../../core/testing/index.ts';
import paymentsEnglish from '../locales/en-US.json';
import paymentsSpanish from '../locales/es-ES.json';
import paymentsPortuguese from '../locales/pt-PT.json';

const resources = {
  'en-US': { payments: paymentsEnglish, errors: errorsEnglish },
  'es-ES': { payments: paymentsSpanish, errors: errorsSpanish },
  'pt-PT': { payments: paymentsPortuguese, errors: errorsPortuguese },
};

export interface RenderScreenOptions {
  api: FixtureApi;
  session?: Session;
  actions?: Partial<SessionActions>;
  language?: keyof typeof resources;
  /** @default the demo brand */
  brand?: Brand;
}

/**
 * Renders a payments screen as the app does (fixture API, session, brand, a fresh SWR cache) with
 * the feature's and the error catalogue's real translations; English unless told otherwise.
 */
export async function renderScreen(
  ui: ReactElement,
  { api, session = signedInSession, actions, language = 'en-US', brand }: RenderScreenOptions,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources,
    ns: ['payments', 'errors'],
    defaultNS: 'payments',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} session={session} actions={actions} brand={brand}>
        {ui}
      </FixtureProviders>
    </I18nextProvider>,
  );
}
