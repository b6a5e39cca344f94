import type { FeatureModule, PrefetchContext } from '../../features/core/featureModule.ts';
import { matchRoute, rootRedirectPath, type RouteId } from './paths.ts';
import { loadReady } from './readyLazy.ts';

/** Spec, section 2: the slider shows on slots home and main, live casino, live sport, top events. */
export const bannerRouteIds: ReadonlySet<RouteId> = new Set([
  'slotsHome',
  'slotsMain',
  'liveCasinoMain',
  'liveSelectedSport',
  'lineTopEvents',
]);

/** What the first render waits for, so that it paints the page rather than its skeleton. */
export interface FirstPageWarmUp {
  /** The i18n namespaces of the features the page shows (their files are already loading). */
  namespaces: string[];
  /**
   * Settles when the page's screen and slider chunks are in and its prefetched data is in SWR's
   * cache (failed or not).
   */
  ready: Promise<unknown>;
}

/**
 * Starts at boot what the first page will ask for, all at once: its screen chunk, its feature's
 * translations, the slider's chunk where it shows, and every feature's data prefetch for it.
 * Without this each waits on the one before (entry → screen → translations → data → images),
 * and the landing page's largest paint comes seconds late on a phone (decision 009). Failures
 * are ignored here: the page's own loading shows them.
 */
export function warmFirstPage(
  location: { pathname: string; search: string },
  features: readonly FeatureModule[],
  context: PrefetchContext & { languageTag: string },
): FirstPageWarmUp {
  // The root redirects (spec), so a visit to / opens that page.
  const pathname = location.pathname === '/' ? rootRedirectPath : location.pathname;
  const route = matchRoute(pathname);
  if (!route) return { namespaces: [], ready: Promise.resolve() };
  const page = {
    routeId: route.id,
    search: new URLSearchParams(location.search),
    withBanner: bannerRouteIds.has(route.id),
  };
  const namespaces: string[] = [];
  const pending: Promise<unknown>[] = [];
  for (const feature of features) {
    const screen = feature.screens?.[route.id];
    const banner = page.withBanner ? feature.shell?.pageBanner : undefined;
    for (const load of [screen, banner]) if (load) pending.push(loadReady(load));
    // A screen or a slider waits for its translations before it paints.
    if (screen ?? banner) {
      for (const { namespace, load } of [feature.locales ?? []].flat()) {
        namespaces.push(namespace);
        load(context.languageTag).catch(() => undefined);
      }
    }
    const data = feature.prefetch?.(page, { api: context.api, language: context.language });
    if (data) pending.push(data);
  }
  return { namespaces, ready: Promise.allSettled(pending) };
}
