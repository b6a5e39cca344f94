import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { ApiClient } from '../../../core/api/index.ts';
import type { Session, SessionActions } from '../../../core/session/index.ts';
import { createFixtureApi, FixtureProviders, ShellProbes } from '../../../core/testing/index.ts';
import { createBetslipI18n, type BetslipTestLanguage } from './betslipI18n.ts';

export interface RenderBetslipOptions {
  api?: ApiClient;
  session?: Session;
  actions?: Partial<SessionActions>;
  language?: BetslipTestLanguage;
  /** @default '/' */
  path?: string;
  /** @default the demo brand */
  brand?: Brand;
}

function providers(instance: i18n, options: RenderBetslipOptions) {
  const api = options.api ?? createFixtureApi({});
  return function BetslipProviders({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <FixtureProviders
            api={api}
            session={options.session}
            actions={options.actions}
            brand={options.brand}
          >
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
      <ShellProbes />
    </>,
    { wrapper: providers(instance, options) },
  );
  return { ...result, i18n: instance };
}
