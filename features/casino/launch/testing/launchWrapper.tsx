import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ApiClient } from '../../../core/api/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { FixtureProviders, signedInSession } from '../../../core/testing/index.ts';

/**
 * The providers a launch hook needs in a renderHook test: fixture API, session and brand, and an
 * i18n instance in the given language (the hook reads only the language).
 */
export async function launchWrapper(
  api: ApiClient,
  { session = signedInSession, language = 'es-ES' }: { session?: Session; language?: string } = {},
): Promise<(props: { children: ReactNode }) => ReactElement> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {}, fallbackLng: false });
  return function LaunchWrapper({ children }) {
    return (
      <I18nextProvider i18n={i18n}>
        <FixtureProviders api={api} session={session}>
          {children}
        </FixtureProviders>
      </I18nextProvider>
    );
  };
}
