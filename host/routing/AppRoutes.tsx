import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../shell/ShellLayout.tsx';
import { RootRedirect } from './RootRedirect.tsx';
import { RouteScreen } from './RouteScreen.tsx';

/**
 * The router: the shell around every page, the spec's root redirect (/ opens the casino home),
 * and one catch-all resolved by the route table, whose patterns (`/line/sport{id}`) React
 * Router's own matcher cannot express. Declarative, not the data router: see
 * docs/decisions/005-declarative-router.md.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route index element={<RootRedirect />} />
          <Route path="*" element={<RouteScreen />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
