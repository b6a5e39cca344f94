import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ApiClient } from '../../../core/api/index.ts';
import { FixtureProviders } from '../../../core/testing/index.ts';
import { createSportsI18n, type SportsTestLanguage } from '../../shared/testing/renderSports.tsx';

/**
 * Renders an esports screen as the app does (fixture API, guest session, real translations) and
 * hands back the i18n instance, so a test can switch the language.
 */
export async function renderEsports(
  ui: ReactElement,
  api: ApiClient,
  language: SportsTestLanguage = 'en-US',
): Promise<RenderResult & { i18n: i18n }> {
  const instance = await createSportsI18n(language);
  const result = render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={['/cybersport']}>
        <FixtureProviders api={api}>{ui}</FixtureProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n: instance };
}
