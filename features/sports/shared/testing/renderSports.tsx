import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { ApiClient } from '../../../core/api/index.ts';
import type { Session, SessionActions } from '../../../core/session/index.ts';
import { FixtureProviders, ShellProbes } from '../../../core/testing/index.ts';

export type SportsTestLanguage = 'es-ES' | 'en-US' | 'pt-PT';

// Every sports namespace (one per sub-area's locales folder) and the error catalogue.
const catalogues = import.meta.glob<{ default: object }>(
  ['../../*/locales/*.json', '../../../core/errors/locales/*.json'],
  { eager: true },
);

function resources(): Record<string, Record<string, object>> {
  const byLanguage: Record<string, Record<string, object>> = {};
  for (const [path, module] of Object.entries(catalogues)) {
    // Keys are relative to this file: the shared folder's own catalogue is `../locales/…`.
    const match = /(?:\/([a-z]+)|^\.\.)\/locales\/([a-zA-Z-]+)\.json$/.exec(path);
    if (!match?.[2]) continue;
    const namespace = match[1] ?? 'sports';
    (byLanguage[match[2]] ??= {})[namespace] = module.default;
  }
  return byLanguage;
}

/** An i18n instance with every sports namespace and the errors catalogue, in memory. */
export async function createSportsI18n(language: SportsTestLanguage = 'en-US'): Promise<i18n> {
  const instance = i18next.createInstance();
  const all = resources();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: all,
    ns: Object.keys(all[language] ?? {}),
    defaultNS: 'sports',
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface RenderSportsOptions {
  api: ApiClient;
  session?: Session;
  actions?: Partial<SessionActions>;
  brand?: Brand;
  language?: SportsTestLanguage;
  /** The address the screen is shown at. @default '/' */
  path?: string;
  /** Entries before `path`, so Back has somewhere to go. */
  history?: string[];
}

/** The providers a sports screen gets in the app, around a given i18n instance. */
function sportsProviders(
  instance: i18n,
  {
    api,
    session = { status: 'guest' },
    actions,
    brand,
    path = '/',
    history = [],
  }: RenderSportsOptions,
): (props: { children: ReactNode }) => ReactElement {
  return function SportsProviders({ children }) {
    return (
      <I18nextProvider i18n={instance}>
        <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
          <FixtureProviders api={api} session={session} actions={actions} brand={brand}>
            {children}
          </FixtureProviders>
        </MemoryRouter>
      </I18nextProvider>
    );
  };
}

/** The providers a sports screen gets in the app, with real translations (for renderHook). */
export async function sportsWrapper(
  options: RenderSportsOptions,
): Promise<(props: { children: ReactNode }) => ReactElement> {
  return sportsProviders(await createSportsI18n(options.language), options);
}

/**
 * Renders a sports screen or component as the app does, with probes for what the shell would
 * show: the current address, the notices raised and the auth modal's state. Returns the i18n
 * instance too, so a test can switch language.
 */
export async function renderSports(ui: ReactElement, options: RenderSportsOptions) {
  const instance = await createSportsI18n(options.language);
  const result = render(
    <>
      {ui}
      <ShellProbes />
    </>,
    { wrapper: sportsProviders(instance, options) },
  );
  return { ...result, i18n: instance };
}
