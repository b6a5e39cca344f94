import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider } from '../design-system/index.ts';
import { loadBrand } from './brand/loadBrand.ts';
import { createI18n } from './i18n/createI18n.ts';
import { DEFAULT_LANGUAGE } from './i18n/languages.ts';
import { BootFailure } from './BootFailure.tsx';
import { SmokePage } from './SmokePage.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
const root = createRoot(container);

async function boot() {
  try {
    const brand = await loadBrand();
    const i18n = await createI18n(brand.defaultLanguage);
    document.title = brand.name;
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <DesignSystemProvider>
            <SmokePage brand={brand} />
          </DesignSystemProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    const i18n = await createI18n(DEFAULT_LANGUAGE);
    root.render(
      <I18nextProvider i18n={i18n}>
        <DesignSystemProvider>
          <BootFailure onRetry={() => void boot()} />
        </DesignSystemProvider>
      </I18nextProvider>,
    );
  }
}

void boot();
