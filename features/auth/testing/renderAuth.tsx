import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import errorsEnglish from '../../core/errors/locales/en-US.json';
import authEnglish from '../locales/en-US.json';
import { AuthFixtureProviders, type AuthFixtureProvidersProps } from './AuthFixtureProviders.tsx';

/** The address the app shows now, for assertions on navigation. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders with the real English texts of the auth and errors namespaces and the fixture
 * providers; a `location` output shows where the router is.
 */
export async function renderAuth(
  ui: ReactElement,
  options: Omit<AuthFixtureProvidersProps, 'children'> & { routePattern?: string },
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    ns: ['auth', 'errors'],
    defaultNS: 'auth',
    resources: { 'en-US': { auth: authEnglish, errors: errorsEnglish } },
    interpolation: { escapeValue: false },
  });
  const { routePattern = '*', ...providerProps } = options;
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthFixtureProviders {...providerProps}>
        <Routes>
          <Route path={routePattern} element={ui} />
          {/* Pages the screen navigates to render nothing here; the location output tells. */}
          {routePattern === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <CurrentLocation />
      </AuthFixtureProviders>
    </I18nextProvider>,
  );
}
