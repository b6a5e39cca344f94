import { Navigate, useLocation } from 'react-router-dom';
import { rootRedirectPath } from './paths.ts';

/**
 * `/` opens the casino home (spec) with the address's query and hash: app-open links such as the
 * mirror sign-in's `/?log=…&pas=…` or a partner's `/?betting=…` point at the root.
 */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: rootRedirectPath, search, hash }} replace />;
}
