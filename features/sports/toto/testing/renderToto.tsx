import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import errorsEnglish from '../../../core/errors/locales/en-US.json';
import errorsSpanish from '../../../core/errors/locales/es-ES.json';
import type { ApiClient } from '../../../core/api/index.ts';
import { useAuthModal } from '../../../core/authModal/index.ts';
import { useNotices } from '../../../core/notifications/index.ts';
import type { Session, SessionActions } from '../../../core/session/index.ts';
import { FixtureProviders } from '../../../core/testing/index.ts';
import totoEnglish from '../locales/en-US.json';
import totoSpanish from '../locales/es-ES.json';

/** The toto and errors namespaces in memory, for component tests. */
export async function createTotoI18n(language: 'en-US' | 'es-ES' = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {
      'en-US': { toto: totoEnglish, errors: errorsEnglish },
      'es-ES': { toto: totoSpanish, errors: errorsSpanish },
    },
    ns: ['toto', 'errors'],
    defaultNS: 'toto',
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The notifications raised, translated, as the shell would show them. */
function Notices() {
  const notices = useNotices();
  const { t } = useTranslation('errors');
  return (
    <ul aria-label="Notifications">
      {notices.map((notice) => (
        <li key={notice.id} data-type={notice.type}>
          {'text' in notice.message
            ? notice.message.text
            : t(notice.message.key, {
                ns: notice.message.ns ?? 'errors',
                ...notice.message.values,
              })}
        </li>
      ))}
    </ul>
  );
}

/** Which auth modal the shell would show. */
function AuthModalState() {
  const state = useAuthModal();
  return <output aria-label="Auth modal">{state.open ? state.type : 'closed'}</output>;
}

export interface RenderTotoOptions {
  api: ApiClient;
  session?: Session;
  actions?: Partial<SessionActions>;
}

/** Renders the toto screen as the app does: fixture API, session, real translations. */
export async function renderToto(
  ui: ReactElement,
  { api, session, actions }: RenderTotoOptions,
): Promise<RenderResult & { i18n: i18n }> {
  const i18n = await createTotoI18n();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} session={session} actions={actions}>
        {ui}
        <Notices />
        <AuthModalState />
      </FixtureProviders>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
