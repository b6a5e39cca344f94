import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { ApiClient } from '../../../core/api/index.ts';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import { useNotices } from '../../../core/notifications/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { FixtureProviders } from '../../../core/testing/index.ts';
import searchEnglish from '../../search/locales/en-US.json';
import searchSpanish from '../../search/locales/es-ES.json';
import sportsEnglish from '../../shared/locales/en-US.json';
import sportsSpanish from '../../shared/locales/es-ES.json';
import eventEnglish from '../locales/en-US.json';
import eventSpanish from '../locales/es-ES.json';

type Language = 'en-US' | 'es-ES';

/** The sports, event, search and errors namespaces in memory, for component tests. */
export async function createFeedI18n(language: Language = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {
      'en-US': {
        sports: sportsEnglish,
        event: eventEnglish,
        search: searchEnglish,
        errors: errorsEnglish,
      },
      'es-ES': {
        sports: sportsSpanish,
        event: eventSpanish,
        search: searchSpanish,
        errors: errorsSpanish,
      },
    },
    ns: ['sports', 'event', 'search', 'errors'],
    defaultNS: 'sports',
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Where the router is, for navigation assertions. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current path">{`${pathname}${search}`}</output>;
}

/** The notices raised, as the shell would show them. */
function Notices() {
  const notices = useNotices();
  const { t } = useTranslation('errors');
  return (
    <ul aria-label="Notifications">
      {notices.map((notice) => (
        <li key={notice.id}>
          {'text' in notice.message
            ? notice.message.text
            : t(notice.message.key, { ns: notice.message.ns ?? 'errors' })}
        </li>
      ))}
    </ul>
  );
}

export interface RenderFeedScreenOptions {
  api: ApiClient;
  path: string;
  /** Entries before `path`, so Back has somewhere to go. */
  history?: string[];
  session?: Session;
  brand?: Brand;
  language?: Language;
}

/** Renders a sports screen as the app does: router at `path`, fixture API, real translations. */
export async function renderFeedScreen(
  ui: ReactElement,
  { api, path, history = [], session, brand, language = 'en-US' }: RenderFeedScreenOptions,
): Promise<RenderResult & { i18n: i18n }> {
  const i18n = await createFeedI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
        <FixtureProviders api={api} session={session} brand={brand}>
          {ui}
          <CurrentPath />
          <Notices />
        </FixtureProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
