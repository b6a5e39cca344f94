import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ApiClient } from '../../../core/api/index.ts';
import { useNotices } from '../../../core/notifications/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { FixtureProviders } from '../../../core/testing/index.ts';
import { createLineI18n, type LineTestLanguage } from './lineI18n.ts';

export interface RenderLineOptions {
  api: ApiClient;
  session?: Session;
  /** The address the screen is shown at. @default '/line/top-events' */
  path?: string;
  language?: LineTestLanguage;
}

/** The address the router is at, with its query, for navigation assertions. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{`${pathname}${search}`}</output>;
}

/** The notifications raised, translated, as the shell shows them. */
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

/** Renders a line screen as the app does: router, fixture API, session, real translations. */
export async function renderLine(
  ui: ReactElement,
  { api, session, path = '/line/top-events', language = 'en-US' }: RenderLineOptions,
): Promise<RenderResult & { i18n: i18n }> {
  const instance = await createLineI18n(language);
  const result = render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>
        <FixtureProviders api={api} session={session}>
          {ui}
          <CurrentAddress />
          <Notices />
        </FixtureProviders>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n: instance };
}
