import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

import { DesignSystemProvider } from '../design-system/index.ts';
import type { Brand } from '../schemas/generated/brand.ts';
import { createApiClient } from '../features/core/api/index.ts';
import { bannedProviders } from '../features/core/brand/index.ts';
import { shortLanguageCode } from '../features/core/language.ts';
import { BootFailure } from './BootFailure.tsx';
import { loadBrand } from './brand/loadBrand.ts';
import { installPreloadErrorReload } from './errors/chunkReload.ts';
import { AppErrorBoundary } from './errors/ErrorBoundaries.tsx';
import { installFeatures, loadFeatures } from './featureRegistry.ts';
import { studioPreviewRequest } from './preview/previewFlag.ts';
import { createI18n } from './i18n/createI18n.ts';
import { applyDayjsLocale } from './i18n/dayjsLocale.ts';
import { readLanguagePreference } from './i18n/languagePreference.ts';
import { DEFAULT_LANGUAGE, languageTag } from './i18n/languages.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { RouterLink } from './routing/RouterLink.tsx';
import { warmFirstPage } from './routing/firstPage.ts';
import { matchRoute, rootRedirectPath } from './routing/paths.ts';
import { redirectFor } from './routing/redirects.ts';
import { HostSession } from './session/HostSession.tsx';
import { brandAssetUrl } from './shell/shellLinks.ts';

/** How long the first render waits for the first page's chunks, translations and data. */
const FIRST_PAGE_PATIENCE_MS = 1500;

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
const root = createRoot(container);

// A studio preview frame (decision 032); undefined for every player's page.
const preview = studioPreviewRequest();
// Loaded only in a preview frame: players' pages never fetch it.
const previewMode = () => import('./preview/previewMode.ts');

/** Title and favicon come from the brand, so one build serves every brand's tab. */
function applyDocumentBrand(brand: Brand) {
  document.title = brand.name;
  if (brand.favicon) {
    const icon =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
      Object.assign(document.createElement('link'), { rel: 'icon' });
    icon.href = brandAssetUrl(brand.favicon);
    document.head.append(icon);
  }
}

/**
 * The root opens the casino home (spec) and `/live` the live list of every sport; RootRedirect and
 * the route's own redirect do it for in-app links. Rewritten before the first render, so the
 * first commit draws that page over the page's first frame at once, instead of an empty page for
 * the redirect's render in between. Only what holds before the session is known.
 */
function openRedirectedPage(brand: Brand) {
  const { pathname, search, hash } = window.location;
  const opened = pathname === '/' ? rootRedirectPath : pathname;
  const route = matchRoute(opened);
  const redirect =
    route &&
    redirectFor(route, {
      banned: bannedProviders(brand.bannedProviders),
      session: { status: 'checking' },
    });
  const target = redirect ?? opened;
  if (target === pathname) return;
  window.history.replaceState(window.history.state, '', `${target}${search}${hash}`);
}

async function boot() {
  try {
    // The feature list is its own chunk, fetched while the brand file is.
    const [brand, features] = await Promise.all([
      preview ? previewMode().then((mode) => mode.loadPreviewBrand(preview.brandId)) : loadBrand(),
      loadFeatures(),
    ]);
    installFeatures(features);
    openRedirectedPage(brand);
    // A preview frame speaks the language the studio asks for; the player's choice is not read.
    const previewLanguage =
      preview?.language && brand.languages.enabled.includes(preview.language)
        ? preview.language
        : undefined;
    const language =
      previewLanguage ??
      readLanguagePreference(brand.languages.enabled) ??
      brand.languages.default ??
      DEFAULT_LANGUAGE;
    const tag = languageTag(language);
    // Filled once i18next starts; calls made before (the first page's prefetch) use the boot tag.
    const started: { i18n?: I18n } = {};
    const api = createApiClient({
      baseUrl: brand.api?.baseUrl ?? '',
      language: () => started.i18n?.language ?? tag,
    });
    // The first page's chunk, translations and data start now, beside the language files.
    const firstPage = warmFirstPage(window.location, features, {
      api,
      language: shortLanguageCode(tag),
      languageTag: tag,
    });
    const [instance] = await Promise.all([createI18n(language), applyDayjsLocale(tag)]);
    started.i18n = instance;
    // The first commit paints the page itself, not its skeleton (decision 009), unless its
    // pieces or data are slow to come: then the shell paints and the page shows its loading state.
    await Promise.race([
      Promise.all([instance.loadNamespaces(firstPage.namespaces), firstPage.ready]),
      new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_PATIENCE_MS)),
    ]).catch(() => undefined);
    instance.on('languageChanged', (changed) => void applyDayjsLocale(changed));
    const render = (shown: Brand) => {
      applyDocumentBrand(shown);
      root.render(
        <StrictMode>
          <I18nextProvider i18n={instance}>
            <DesignSystemProvider
              theme={shown.theme?.base ?? 'light'}
              themeOverrides={shown.theme}
              linkComponent={RouterLink}
            >
              <AppErrorBoundary>
                <HostSession brand={shown} api={api}>
                  <AppRoutes />
                </HostSession>
              </AppErrorBoundary>
            </DesignSystemProvider>
          </I18nextProvider>
        </StrictMode>,
      );
    };
    // A transition renders the first page in slices, yielding to the browser between them: one
    // long task would block input for its whole length (Lighthouse's blocking time).
    startTransition(() => render(brand));
    // The studio's newer drafts render in place: the same tree with another brand, no reload.
    if (preview) void previewMode().then((mode) => mode.followStudio(render));
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

installPreloadErrorReload();
// A preview frame's pages and brands are the operator's, never a cached copy for players.
if (!preview) registerServiceWorker();
void boot();
