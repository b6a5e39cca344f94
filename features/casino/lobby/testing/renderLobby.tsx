import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { ApiClient } from '../../../core/api/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { FixtureProviders, ShellProbes } from '../../../core/testing/index.ts';

export type LobbyTestLanguage = 'es-ES' | 'en-US' | 'pt-PT';

const catalogues = {
  casino: import.meta.glob<{ default: object }>('../../shared/locales/*.json', { eager: true }),
  casinoLobby: import.meta.glob<{ default: object }>('../locales/*.json', { eager: true }),
  errors: import.meta.glob<{ default: object }>('../../../core/errors/locales/*.json', {
    eager: true,
  }),
};

function resources(): Record<string, Record<string, object>> {
  const byLanguage: Record<string, Record<string, object>> = {};
  for (const [namespace, files] of Object.entries(catalogues)) {
    for (const [path, module] of Object.entries(files)) {
      const tag = /([a-zA-Z-]+)\.json$/.exec(path)?.[1];
      if (tag) (byLanguage[tag] ??= {})[namespace] = module.default;
    }
  }
  return byLanguage;
}

/** An i18n instance with the casino, lobby and error namespaces, in memory. */
export async function createLobbyI18n(language: LobbyTestLanguage = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: resources(),
    ns: Object.keys(catalogues),
    defaultNS: 'casinoLobby',
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface RenderLobbyOptions {
  api: ApiClient;
  session?: Session;
  brand?: Brand;
  blocklist?: readonly string[];
  language?: LobbyTestLanguage;
  /** The address the screen is shown at. @default '/slots/home' */
  path?: string;
}

/** The providers a lobby screen gets in the app, with real translations (for renderHook too). */
export function lobbyProviders(
  instance: i18n,
  {
    api,
    session = { status: 'guest' },
    brand,
    blocklist,
    path = '/slots/home',
  }: RenderLobbyOptions,
): (props: { children: ReactNode }) => ReactElement {
  return function LobbyProviders({ children }) {
    return (
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={[path]}>
          <FixtureProviders api={api} session={session} brand={brand} blocklist={blocklist}>
            {children}
          </FixtureProviders>
        </MemoryRouter>
      </I18nextProvider>
    );
  };
}

/**
 * Renders a lobby screen as the app does, with probes for what the shell would show: the
 * current address, the notices raised and the auth modal's state.
 */
export async function renderLobby(ui: ReactElement, options: RenderLobbyOptions) {
  const instance = await createLobbyI18n(options.language);
  return render(
    <>
      {ui}
      <ShellProbes />
    </>,
    { wrapper: lobbyProviders(instance, options) },
  );
}
