import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  FixtureProviders,
  ShellProbes,
  signedInSession,
  type FixtureApi,
} from '../../../core/testing/index.ts';

export type VirtualTestLanguage = 'es-ES' | 'en-US' | 'pt-PT';

const catalogues = {
  casino: import.meta.glob<{ default: object }>('../../shared/locales/*.json', { eager: true }),
  casinoVirtual: import.meta.glob<{ default: object }>('../locales/*.json', { eager: true }),
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

export interface RenderVirtualOptions {
  api: FixtureApi;
  session?: Session;
  brand?: Brand;
  blocklist?: readonly string[];
  /** The history the router starts with; the last entry is the current address. */
  history?: readonly string[];
  language?: VirtualTestLanguage;
}

/**
 * Renders a virtual-games screen as the app does (fixture API, session, brand, router) with the
 * real casino, virtual and error translations, plus the shell probes (current address,
 * notifications, auth modal).
 */
export async function renderVirtual(
  ui: ReactElement,
  {
    api,
    session = signedInSession,
    brand,
    blocklist,
    history = ['/bet-radar'],
    language = 'en-US',
  }: RenderVirtualOptions,
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: resources(),
    ns: Object.keys(catalogues),
    defaultNS: 'casinoVirtual',
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FixtureProviders api={api} session={session} brand={brand} blocklist={blocklist}>
        <MemoryRouter initialEntries={[...history]} initialIndex={history.length - 1}>
          {ui}
          <ShellProbes />
        </MemoryRouter>
      </FixtureProviders>
    </I18nextProvider>,
  );
}
