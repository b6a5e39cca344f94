import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box } from '../../design-system/index.ts';

/** Every route change starts at the top of the page (spec: shell and navigation). */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The frame around every page. */
export function ShellLayout() {
  useScrollToTopOnNavigation();
  return (
    <Box as="main" id="main">
      <Outlet />
    </Box>
  );
}
