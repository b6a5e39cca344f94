import { Navigate, useLocation } from 'react-router-dom';
import { useAppContext } from '../AppContext.tsx';
import { NotAvailableYet } from '../screens/NotAvailableYet.tsx';
import { NotFound } from '../screens/NotFound.tsx';
import { matchRoute } from './paths.ts';
import { redirectFor } from './redirects.ts';

/**
 * Resolves the address through the route table: not found, switched off by the brand, redirected
 * (banned provider, guest on a profile page…), or the owning feature's screen. Features register
 * their lazy screens here as they land; until then their routes show NotAvailableYet.
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
  return <NotAvailableYet brandName={context.brand.name} />;
}
