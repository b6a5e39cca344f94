import {
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppContext } from '../AppContext.tsx';
import { installedFeatures, shellPiece } from '../featureRegistry.ts';
import { NotAvailableYet } from '../screens/NotAvailableYet.tsx';
import { NotFound } from '../screens/NotFound.tsx';
import { PageLoading } from '../screens/PageLoading.tsx';
import { matchRoute } from './paths.ts';
import { readyLazy } from './readyLazy.ts';
import { redirectFor, requiresPlayer } from './redirects.ts';

/**
 * Resolves the address through the route table: not found, switched off by the brand, redirected
 * (banned provider, guest on a profile page…), or the owning feature's screen: the lazy screen its
 * module descriptor registered for the route id. A route whose feature has not landed yet shows
 * NotAvailableYet.
 */
export function RouteScreen() {
  const { pathname } = useLocation();
  const context = useAppContext();
  const route = matchRoute(pathname);
  const features: Record<string, boolean | undefined> = { ...context.brand.features };

  if (!route) return <NotFound />;
  // A banned provider's page redirects (spec) even when the brand also switched its feature off.
  const redirect = redirectFor(route, context);
  if (redirect) return <Navigate to={redirect} replace />;
  if (route.feature !== 'shell' && features[route.feature] === false) return <NotFound />;
  // A profile page waits for the auth check instead of flashing a guest redirect.
  if (requiresPlayer(route) && context.session.status === 'checking') {
    return <PageLoading waitingFor="session" />;
  }
  const screen = lazyScreens().get(route.id);
  if (!screen) return <NotAvailableYet brandName={context.brand.name} />;
  return (
    <Suspense fallback={<PageLoading waitingFor="page" />}>
      {requiresPlayer(route) ? inProfileFrame(screen) : screen}
    </Suspense>
  );
}

let screens: Map<string, ReactElement> | undefined;
let profileFrame: ComponentType<{ children: ReactNode }> | undefined;

// One lazy screen per route id, made once: React must see the same component on every render.
function lazyScreens(): Map<string, ReactElement> {
  screens ??= new Map(
    installedFeatures().flatMap((feature) =>
      Object.entries(feature.screens ?? {}).map(
        ([routeId, load]) => [routeId, createElement(readyLazy(load))] as const,
      ),
    ),
  );
  return screens;
}

/** A profile page inside the account feature's frame (menu and player summary), when there is one. */
function inProfileFrame(screen: ReactElement): ReactElement {
  const load = shellPiece('profileFrame');
  if (!load) return screen;
  profileFrame ??= lazy(load);
  return createElement(profileFrame, null, screen);
}
