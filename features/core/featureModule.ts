import type { ComponentType, ReactNode } from 'react';
import type { ApiClient } from './api/client.ts';

/** A component that arrives in its own chunk (`() => import('./Screen.tsx')`). */
export type LazyComponent<Props = object> = () => Promise<{ default: ComponentType<Props> }>;

/**
 * One screen of a module that gathers several (a screen family's chunk), as a lazy screen: the
 * family downloads once, whichever of its screens opens first.
 */
export function screenOf<T, K extends keyof T>(
  load: () => Promise<T>,
  name: K,
): () => Promise<{ default: T[K] }> {
  return () => load().then((screens) => ({ default: screens[name] }));
}

/** A lazy screen shown inside the page's gutters (a screen that does not draw its own margins). */
export function inPageGutter<Props extends object>(
  load: LazyComponent<Props>,
): LazyComponent<Props> {
  return () =>
    Promise.all([load(), import('./page/PageGutter.tsx')]).then(([screen, page]) => ({
      default: page.withPageGutter(screen.default),
    }));
}

/** A content page link for the side menu, sorted by priority. */
export interface FlatPageLink {
  idName: string;
  name: string;
}

/** The page the app opens on, as a feature's prefetch sees it. */
export interface FirstPage {
  /** Route id of the host's route table. */
  routeId: string;
  /** The address's query (`?sC=popular`). */
  search: URLSearchParams;
  /** Whether the page shows the promotional slider (the shell's page banner). */
  withBanner: boolean;
}

/** What a prefetch may use: the app's API client and the interface language (short: es). */
export interface PrefetchContext {
  api: ApiClient;
  language: string;
}

/** One i18n namespace of a feature and the loader of its translations for a language. */
export interface FeatureLocales {
  namespace: string;
  load: (languageTag: string) => Promise<{ default: object }>;
}

/**
 * What a feature tells the host (ARCHITECTURE.md, feature module contract). The descriptor file
 * stays tiny: it only points at lazy chunks, so listing every feature costs the first page nothing.
 */
export interface FeatureModule {
  /** The `feature` of its routes in the host's route table, and its brand `features` switch. */
  id: string;
  /** Providers whose ban hides the feature's menu entries and redirects its pages. */
  providerKeys?: readonly string[];
  /** Screens by route id of the host's route table; each loads as its own chunk. */
  screens?: Readonly<Record<string, LazyComponent>>;
  /**
   * The feature's i18n namespaces (one, or one per sub-area of a large feature), each loaded with
   * the screens for the active language only.
   */
  locales?: FeatureLocales | readonly FeatureLocales[];
  /**
   * Starts the data requests of the page the app opens on at boot, beside the page's chunk
   * instead of after it (decision 009): the first screen must not wait on a request waterfall.
   * It must stay cheap: import the fetching code lazily, and only for pages that need it. The
   * promise, when there is one, settles once the answers are in SWR's cache (`primeRequest`):
   * the first render waits a moment for it, so it paints the page rather than its skeleton.
   */
  prefetch?: (page: FirstPage, context: PrefetchContext) => Promise<unknown> | undefined;
  /** Pieces the shell places on the feature's behalf. */
  shell?: {
    /**
     * Rendered inside the router once an address carries a query string (from boot when the app
     * opens with one): app-open query handling (auto-login, promo).
     */
    onAppOpen?: LazyComponent;
    /** The sign-in / registration modal, mounted when `openAuthModal` is called. */
    authModal?: LazyComponent;
    /** The frame around every /profile/* page (player summary, profile menu), given the page. */
    profileFrame?: LazyComponent<{ children: ReactNode }>;
    /**
     * Mounted once over every page while the feature is on: the bet slip's floating button and
     * sheet, and its background work (one-click, server mirror, placement recovery).
     */
    overlay?: LazyComponent;
    /**
     * In the header's account area of a signed-in player, before the top-up button: the session
     * timer. Loaded after the first paint; it must stay one 44 px control wide (360 px phones).
     */
    headerStatus?: LazyComponent;
    /** The promotional slider over the pages the spec names. */
    pageBanner?: LazyComponent;
    /**
     * The slider's space while its code loads (a small component in the descriptor's own chunk):
     * without it the page would jump down when the slider arrives after the page's screen.
     */
    pageBannerSpace?: ComponentType;
    /** A block at the foot of the side menu (the app download banner). */
    sideMenuBanner?: LazyComponent;
    /** The side menu's content-page links in a language (short code: es, en, pt). */
    loadFlatPages?: (api: ApiClient, language: string) => Promise<FlatPageLink[]>;
  };
}
