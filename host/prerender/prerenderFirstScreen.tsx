import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import {
  SWRConfig,
  unstable_serialize,
  type Middleware,
  type SWRConfiguration,
  type State,
} from 'swr';
import { DesignSystemProvider } from '../../design-system/index.ts';
import type { ApiClient } from '../../features/core/api/index.ts';
import { bannedProviders } from '../../features/core/brand/bannedProviders.ts';
import type { FeatureModule } from '../../features/core/featureModule.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import type { FirstScreenRequest, PrerenderFirstScreens } from '../../schemas/prerenderedShell.ts';
import { featureNamespaces, installFeatures, shellPiece } from '../featureRegistry.ts';
import { hostNamespaces } from '../i18n/hostNamespaces.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, languageTag } from '../i18n/languages.ts';
import { bannerRouteIds } from '../routing/firstPage.ts';
import { matchRoute, rootRedirectPath, type RouteDefinition } from '../routing/paths.ts';
import { loadReady, readyLazy } from '../routing/readyLazy.ts';
import { redirectFor } from '../routing/redirects.ts';
import { RouterLink } from '../routing/RouterLink.tsx';
import { FrameSession, ShellFrame } from './ShellFrame.tsx';
import { prerenderShell } from './prerenderShell.tsx';

/**
 * The landing routes whose first screen a page carries: the casino home, top events and the live
 * list of every sport. Their lists draw placeholders (no price is frozen into a page); the slider,
 * their largest picture, paints from the HTML.
 */
const landingRouteIds = new Set<RouteDefinition['id']>([
  'slotsHome',
  'lineTopEvents',
  'liveSelectedSport',
]);

/** The paths players open those pages by: the pages, and the paths that redirect to one. */
const candidatePaths = ['/', '/slots/home', '/line/top-events', '/live', '/live/selectedSport/0'];

/** The features' descriptors, installed once as boot installs them. */
let features: Promise<readonly FeatureModule[]> | undefined;
function installed(): Promise<readonly FeatureModule[]> {
  features ??= import('../features.ts').then(({ featureModules }) => {
    installFeatures(featureModules);
    return featureModules;
  });
  return features;
}

/**
 * The landing page a path opens for this brand, and where: the root opens the casino home and
 * `/live` the live list of every sport, as the app redirects them before the player sees a page.
 */
function landingRoute(
  brand: Brand,
  path: string,
): { route: RouteDefinition; pathname: string } | undefined {
  const banned = bannedProviders(brand.bannedProviders);
  const session = { status: 'checking' } as const;
  const asked = matchRoute(path === '/' ? rootRedirectPath : path);
  const redirect = asked && redirectFor(asked, { banned, session });
  const pathname = redirect ?? (path === '/' ? rootRedirectPath : path);
  const route = redirect === undefined ? asked : matchRoute(redirect);
  if (!route || !landingRouteIds.has(route.id)) return undefined;
  const switches: Readonly<Record<string, boolean | undefined>> = brand.features ?? {};
  if (switches[route.feature] === false) return undefined;
  if (redirectFor(route, { banned, session })) return undefined;
  return { route, pathname };
}

/** The paths with a first screen of their own, among those players open landing pages by. */
export function firstScreenPaths(brand: Brand): readonly string[] {
  return candidatePaths.filter((path) => landingRoute(brand, path) !== undefined);
}

/**
 * An API client that answers only what the server knew when it drew the page; every other
 * request fails at once, so the page's lists render their placeholders and no number (odds, a
 * jackpot, a balance) is ever frozen into a cached page.
 */
function knownAnswersApi(answer: FirstScreenRequest['answer']): ApiClient {
  const unknown = (path: string) => Promise.reject(new Error(`${path} is not known when drawing`));
  return {
    get<T>(path: string, options?: { query?: Record<string, unknown> }): Promise<T> {
      const query = Object.fromEntries(
        Object.entries(options?.query ?? {}).map(([name, value]) => [name, String(value)]),
      );
      const data = answer?.(path, query);
      return data === undefined ? unknown(path) : Promise.resolve(data as T);
    },
    post: (path) => unknown(path),
    put: (path) => unknown(path),
    delete: (path) => unknown(path),
    url: (path) => path,
  };
}

async function pageI18n(tag: string, namespaces: readonly string[]): Promise<I18n> {
  const loaders = { ...hostNamespaces, ...featureNamespaces() };
  const instance = i18next.createInstance();
  await instance
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        const load = loaders[namespace];
        return load ? load(language) : Promise.reject(new Error(`No namespace ${namespace}`));
      }),
    )
    .use(initReactI18next)
    .init({
      lng: tag,
      fallbackLng: false,
      ns: [...Object.keys(hostNamespaces), ...namespaces],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

/**
 * The data the page's hooks ask for that the server knows, as SWR's cache entries: a first pass
 * renders the page to collect the hooks' keys and fetchers (their requests only run in the
 * browser), and the known answers fill a cache the second pass starts from. Nothing is written
 * through SWR's `mutate`: on a server its snapshot would keep showing the state before the write.
 */
async function knownCache(render: (swr: SWRConfiguration) => string): Promise<Map<string, State>> {
  const asked = new Map<string, () => Promise<unknown>>();
  const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (key && fetcher) asked.set(unstable_serialize(key), () => Promise.resolve(fetcher(key)));
    return useSWRNext(key, fetcher, config);
  };
  render({ provider: () => new Map(), use: [record] });
  const cache = new Map<string, State>();
  await Promise.all(
    [...asked].map(([key, fetch]) =>
      fetch().then(
        (data) => cache.set(key, { data, error: undefined, isLoading: false, isValidating: false }),
        // Not known at draw time: the page shows its placeholder for it.
        () => undefined,
      ),
    ),
  );
  return cache;
}

/**
 * A landing page's first screen as the app's first render draws it before the page's data has
 * come: the shell's layout (header, the slider with its slides when the server knows them, else
 * its space, the chat button) and the page's real screen with its placeholders, in the brand's
 * default language. The app replaces it on its first commit; the boxes do not move. `undefined`
 * for a path that is not a landing route this brand shows: that page keeps the shell's frame.
 */
export const prerenderFirstScreen: PrerenderFirstScreens['prerenderFirstScreen'] = async (
  brand,
  { path, answer },
) => {
  const landing = landingRoute(brand, path);
  if (!landing) return undefined;
  const { route, pathname } = landing;
  const features = await installed();
  const code = brand.languages.default ?? DEFAULT_LANGUAGE;
  const tag = languageTag(isLanguageCode(code) ? code : DEFAULT_LANGUAGE);
  const withBanner = bannerRouteIds.has(route.id);
  const namespaces: string[] = [];
  const pending: Promise<unknown>[] = [];
  // As boot's warm-up (routing/firstPage.ts): the screen's and the slider's chunks are in before
  // the render, so both draw themselves rather than their loading fallbacks.
  for (const feature of features) {
    const screen = feature.screens?.[route.id];
    const banner = withBanner ? feature.shell?.pageBanner : undefined;
    for (const load of [screen, banner]) if (load) pending.push(loadReady(load));
    if (screen ?? banner) {
      namespaces.push(...[feature.locales ?? []].flat().map(({ namespace }) => namespace));
    }
  }
  const [i18n, shell] = await Promise.all([
    pageI18n(tag, namespaces),
    prerenderShell(brand),
    Promise.all(pending),
  ]);
  const pageBanner = withBanner ? shellPiece('pageBanner') : undefined;
  const PageBanner = pageBanner ? readyLazy(pageBanner) : undefined;
  const api = knownAnswersApi(answer);
  const banned = bannedProviders(brand.bannedProviders);
  const render = (swr: SWRConfiguration) =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <DesignSystemProvider
          theme={brand.theme?.base ?? 'light'}
          themeOverrides={brand.theme}
          linkComponent={RouterLink}
        >
          <SWRConfig value={swr}>
            <StaticRouter location={pathname}>
              <FrameSession brand={brand} banned={banned} api={api}>
                {/* Inert until the app replaces it, as the shell's frame (prerenderShell.tsx). */}
                <div inert data-first-frame="" style={{ display: 'contents' }}>
                  <ShellFrame
                    brand={brand}
                    banned={banned}
                    pathname={pathname}
                    banner={PageBanner ? <PageBanner /> : undefined}
                  />
                </div>
              </FrameSession>
            </StaticRouter>
          </SWRConfig>
        </DesignSystemProvider>
      </I18nextProvider>,
    );
  const cache = await knownCache(render);
  return { htmlAttributes: shell.htmlAttributes, rootHtml: render({ provider: () => cache }) };
};
