import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import errorsEnglish from '../../core/errors/locales/en-US.json';
import errorsSpanish from '../../core/errors/locales/es-ES.json';
import type { Session, SessionActions } from '../../core/session/index.ts';
import {
  CurrentAddress,
  FixtureProviders,
  Notices,
  signedInSession,
  type FixtureApi,
} from '../../core/testing/index.ts';
import historyEnglish from '../locales/en-US.json';
import historySpanish from '../locales/es-ES.json';

const resources = {
  'en-US': { betHistory: historyEnglish, errors: errorsEnglish },
  'es-ES': { betHistory: historySpanish, errors: errorsSpanish },
};

export interface RenderHistoryOptions {
  api: FixtureApi;
  session?: Session;
  actions?: Partial<SessionActions>;
  path?: string;
  language?: keyof typeof resources;
}

/** Renders a history screen as the app does (fixture API, session, brand, router, translations). */
export async function renderHistory(
  ui: ReactElement,
  {
    api,
    session = signedInSession,
    actions,
    path = '/profile/bet-history',
    language = 'en-US',
  }: RenderHistoryOptions,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources,
    ns: ['betHistory', 'errors'],
    defaultNS: 'betHistory',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <FixtureProviders api={api} session={session} actions={actions}>
          {ui}
          <CurrentAddress />
          <Notices />
        </FixtureProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
