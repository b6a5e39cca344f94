import type { FeatureModule, PrefetchContext } from '../../features/core/featureModule.ts';
import { matchRoute, type RouteId } from './paths.ts';

/** Spec, section 2: the slider shows on slots home and main, live casino, live sport, top events. */
export const bannerRouteIds: ReadonlySet<RouteId> = new Set([
  'slotsHome',
  'slotsMain',
  'liveCasinoMain',
  'liveSelectedSport',
  'lineTopEvents',
]);

/** The root redirects to the casino home (spec), so a visit to / opens that page. */
const ROOT_TARGET = '/slots/home';

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
): void {
  const pathname = location.pathname === '/' ? ROOT_TARGET : location.pathname;
  const route = matchRoute(pathname);
  if (!route) return;
  const page = {
    routeId: route.id,
    search: new URLSearchParams(location.search),
    withBanner: bannerRouteIds.has(route.id),
  };
  const ignore = () => undefined;
  for (const feature of features) {
    const screen = feature.screens?.[route.id];
    const banner = page.withBanner ? feature.shell?.pageBanner : undefined;
    screen?.().catch(ignore);
    banner?.().catch(ignore);
    // A screen or a slider waits for its translations before it paints.
    if (screen ?? banner) {
      for (const { load } of [feature.locales ?? []].flat())
        load(context.languageTag).catch(ignore);
    }
    feature.prefetch?.(page, { api: context.api, language: context.language });
  }
}
