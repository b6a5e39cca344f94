import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { DesignSystemProvider, type LinkComponentProps } from '../../../design-system/index.ts';
import errorsEnglish from '../../core/errors/locales/en-US.json';
import errorsSpanish from '../../core/errors/locales/es-ES.json';
import type { Session } from '../../core/session/index.ts';
import { FixtureProviders, ShellProbes, type FixtureApi } from '../../core/testing/index.ts';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';

export interface RenderSportsbooksOptions {
  api: FixtureApi;
  brand?: Brand;
  session?: Session;
  path?: string;
  language?: 'en-US' | 'es-ES';
}

async function createI18n(language: 'en-US' | 'es-ES') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: {
      'en-US': { sportsbooks: english, errors: errorsEnglish },
      'es-ES': { sportsbooks: spanish, errors: errorsSpanish },
    },
    ns: ['sportsbooks', 'errors'],
    defaultNS: 'sportsbooks',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The host's router link as far as a test needs it: app addresses go through the router. */
function TestRouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/**
 * Renders a screen as the app does (fixture API, brand, session, router at `path`, real
 * translations) with the shell probes. `rerenderWith` swaps the session in place, as a sign-in
 * or sign-out does, keeping the router where it is.
 */
export async function renderSportsbooks(
  ui: ReactElement,
  { api, brand, session, path = '/', language = 'en-US' }: RenderSportsbooksOptions,
): Promise<RenderResult & { rerenderWith: (next: { session: Session }) => void }> {
  const i18n = await createI18n(language);
  const tree = (currentSession: Session | undefined, extra?: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} brand={brand} session={currentSession}>
        <MemoryRouter initialEntries={[path]}>
          <DesignSystemProvider linkComponent={TestRouterLink}>
            {ui}
            <ShellProbes />
            {extra}
          </DesignSystemProvider>
        </MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>
  );
  const result = render(tree(session));
  return {
    ...result,
    rerenderWith: ({ session: next }) => result.rerender(tree(next)),
  };
}
