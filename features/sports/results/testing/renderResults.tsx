import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import type { ApiClient } from '../../../core/api/index.ts';
import { FixtureProviders } from '../../../core/testing/index.ts';
import resultsEnglish from '../locales/en-US.json';
import resultsSpanish from '../locales/es-ES.json';

/** The results and errors namespaces in memory, for component tests. */
export async function createResultsI18n(language: 'en-US' | 'es-ES' = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {
      'en-US': { results: resultsEnglish, errors: errorsEnglish },
      'es-ES': { results: resultsSpanish, errors: errorsSpanish },
    },
    ns: ['results', 'errors'],
    defaultNS: 'results',
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders a results screen as the app does: fixture API, guest session, real translations. */
export async function renderResults(
  ui: ReactElement,
  api: ApiClient,
  language: 'en-US' | 'es-ES' = 'en-US',
): Promise<RenderResult & { i18n: i18n }> {
  const i18n = await createResultsI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api}>{ui}</FixtureProviders>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
