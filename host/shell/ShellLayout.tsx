import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Box } from '../../design-system/index.ts';
import { useAppContext } from '../AppContext.tsx';
import { saveLanguagePreference } from '../i18n/languagePreference.ts';
import { languageTag, type LanguageCode } from '../i18n/languages.ts';
import { FloatingChatLink } from './FloatingChatLink.tsx';
import { Header } from './Header.tsx';

// The side menu (and the dialog code under it) downloads when a player first opens it, not with
// the first page: it keeps the entry bundle within its budget.
const SideMenu = lazy(() =>
  import('./SideMenu.tsx').then((module) => ({ default: module.SideMenu })),
);

/** Pages where the floating chat would cover the payment form (spec: hidden there). */
const chatHiddenOn = new Set(['/profile/top-up', '/profile/withdrawal']);

/** Every route change starts at the top of the page (spec: shell and navigation). */
function useScrollToTopOnNavigation(pathname: string) {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The frame around every page: header, side menu, page, floating chat. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { brand, banned, session } = useAppContext();
  const { i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  useScrollToTopOnNavigation(pathname);

  const openMenu = useCallback(() => {
    setMenuLoaded(true);
    setMenuOpen(true);
  }, []);
  const changeLanguage = useCallback(
    (code: LanguageCode) => {
      saveLanguagePreference(code);
      void i18n.changeLanguage(languageTag(code));
    },
    [i18n],
  );

  return (
    <>
      <Header
        brand={brand}
        session={session}
        banned={banned}
        onOpenMenu={openMenu}
        currentPath={pathname}
      />
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            brand={brand}
            session={session}
            banned={banned}
            // Flat pages come from the platform's content API with the content feature.
            flatPages={[]}
            // Logging out arrives with the account feature; a guest has no logout entry.
            onLogout={() => undefined}
            onLanguageChange={changeLanguage}
          />
        </Suspense>
      ) : null}
      <Box as="main" id="main">
        <Outlet />
      </Box>
      <FloatingChatLink chatUrl={brand.support?.chatUrl} hidden={chatHiddenOn.has(pathname)} />
    </>
  );
}
