import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ApiClient } from '../../../core/api/index.ts';
import { useAuthModal } from '../../../core/authModal/index.ts';
import { useNotices } from '../../../core/notifications/index.ts';
import type { Session, SessionActions } from '../../../core/session/index.ts';
import { createFixtureApi, FixtureProviders } from '../../../core/testing/index.ts';
import { createBetslipI18n, type BetslipTestLanguage } from './betslipI18n.ts';

export interface RenderBetslipOptions {
  api?: ApiClient;
  session?: Session;
  actions?: Partial<SessionActions>;
  language?: BetslipTestLanguage;
  /** @default '/' */
  path?: string;
}

/** The address the router is at, for navigation assertions. */
function CurrentAddress() {
  const { pathname } = useLocation();
  return (
    <div role="note" aria-label="Current address">
      {pathname}
    </div>
  );
}

/** The notices raised, translated as the shell shows them. */
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

function AuthModalState() {
  const state = useAuthModal();
  return (
    <div role="note" aria-label="Auth modal">
      {state.open ? state.type : 'closed'}
    </div>
  );
}

function providers(instance: i18n, options: RenderBetslipOptions) {
  const api = options.api ?? createFixtureApi({});
  return function BetslipProviders({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <FixtureProviders api={api} session={options.session} actions={options.actions}>
            {children}
          </FixtureProviders>
        </MemoryRouter>
      </I18nextProvider>
    );
  };
}

/**
 * Renders a slip view or screen as the app does (fixture API, session, the `betslip` and
 * `errors` translations), with probes for the address, the notices and the auth modal.
 */
export async function renderBetslip(ui: ReactElement, options: RenderBetslipOptions = {}) {
  const instance = await createBetslipI18n(options.language);
  const result = render(
    <>
      {ui}
      <CurrentAddress />
      <Notices />
      <AuthModalState />
    </>,
    { wrapper: providers(instance, options) },
  );
  return { ...result, i18n: instance };
}
