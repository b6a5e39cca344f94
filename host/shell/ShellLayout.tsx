import { lazy, Suspense, useCallback, useLayoutEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useAuthModal } from '../../features/core/authModal/index.ts';
import { useSession } from '../../features/core/session/index.ts';
import { useAppContext } from '../AppContext.tsx';
import { installedFeatures, shellPiece } from '../featureRegistry.ts';
import { RouteErrorBoundary, ShellPieceBoundary } from '../errors/ErrorBoundaries.tsx';
import { saveLanguagePreference } from '../i18n/languagePreference.ts';
import { languageTag, type LanguageCode } from '../i18n/languages.ts';
import { bannerRouteIds } from '../routing/firstPage.ts';
import { readyLazy } from '../routing/readyLazy.ts';
import { matchRoute } from '../routing/paths.ts';
import { FloatingChatLink } from './FloatingChatLink.tsx';
import { Header } from './Header.tsx';
import { sessionStatusPlaceholder } from './AccountArea.css.ts';
import { menuOnAddressChange } from './menuModel.ts';
import { dock, floatingClearance, page } from './ShellLayout.css.ts';

// The side menu (and the dialog code under it) downloads when a player first opens it, not with
// the first page: it keeps the entry bundle within its budget.
const SideMenu = lazy(() => import('./SideMenuContainer.tsx'));
// The notification stack loads beside the first page and mounts empty, so its live region exists
// before the first message arrives (screen readers announce changes, not new regions).
const NotificationsRegion = lazy(() => import('./NotificationsRegion.tsx'));
// The footer (18+, help, the regulator's badge) sits below the page: it arrives after the first
// paint with the shell's other pieces, in their chunk.
const Footer = lazy(() => import('./Footer.tsx'));

interface ShellPieces {
  PageBanner?: ComponentType;
  /** The banner's space until its chunk arrives. */
  PageBannerSpace?: ComponentType;
  AuthModal?: ComponentType;
  /** A signed-in player's session timer in the header. */
  HeaderStatus?: ComponentType;
  /** Features' overlays over every page (the bet slip), each with its brand switch. */
  overlays: { id: string; Overlay: ComponentType }[];
  /** Features' app-open handlers (auto-login from the URL, promo codes), each its own chunk. */
  appOpenHandlers: { id: string; Handler: ComponentType }[];
}

let pieces: ShellPieces | undefined;

/** The features' shell pieces, made lazy once (React must see the same component each render). */
function shellPieces(): ShellPieces {
  if (pieces) return pieces;
  const pageBanner = shellPiece('pageBanner');
  const authModal = shellPiece('authModal');
  const headerStatus = shellPiece('headerStatus');
  pieces = {
    PageBanner: pageBanner ? readyLazy(pageBanner) : undefined,
    PageBannerSpace: shellPiece('pageBannerSpace'),
    AuthModal: authModal ? lazy(authModal) : undefined,
    HeaderStatus: headerStatus ? lazy(headerStatus) : undefined,
    overlays: installedFeatures().flatMap((feature) =>
      feature.shell?.overlay ? [{ id: feature.id, Overlay: lazy(feature.shell.overlay) }] : [],
    ),
    appOpenHandlers: installedFeatures().flatMap((feature) =>
      feature.shell?.onAppOpen ? [{ id: feature.id, Handler: lazy(feature.shell.onAppOpen) }] : [],
    ),
  };
  return pieces;
}

/** Pages where the floating chat would cover the payment form (spec: hidden there). */
const chatHiddenOn = new Set(['/profile/top-up', '/profile/withdrawal']);

/** Every route change starts at the top of the page (spec: shell and navigation). */
function useScrollToTopOnNavigation(pathname: string) {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The frame around every page: header, side menu, page, the bottom bar with the chat link. */
export function ShellLayout() {
  const { PageBanner, PageBannerSpace, AuthModal, HeaderStatus, appOpenHandlers, overlays } =
    shellPieces();
  const { pathname, search } = useLocation();
  const { brand, banned, session } = useAppContext();
  const { actions } = useSession();
  const authModal = useAuthModal();
  // Once opened, the modal stays mounted so it can animate closed.
  const [authModalUsed, setAuthModalUsed] = useState(false);
  if (authModal.open && !authModalUsed) setAuthModalUsed(true);
  const { i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The page the menu was opened on: following any link in it (a feature's block included, not
  // only the menu's own rows) closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string>();
  const navigationType = useNavigationType();
  if (menuOpen && menuOpenedOn !== undefined && menuOpenedOn !== pathname) {
    if (menuOnAddressChange(navigationType) === 'follow') {
      setMenuOpenedOn(pathname);
    } else {
      setMenuOpen(false);
      setMenuOpenedOn(undefined);
    }
  }
  const [menuLoaded, setMenuLoaded] = useState(false);
  // App-open handlers act on a query string only (auto-login, a partner's promo link): without
  // one, their code (sign-in, the error catalogue) is not downloaded. Once an address carries a
  // query they mount, read it, and stay mounted.
  const [appOpenQuerySeen, setAppOpenQuerySeen] = useState(false);
  if (!appOpenQuerySeen && search !== '') setAppOpenQuerySeen(true);
  useScrollToTopOnNavigation(pathname);
  const featureSwitches: Readonly<Record<string, boolean | undefined>> = brand.features ?? {};
  const route = matchRoute(pathname);
  const showBanner = PageBanner && route !== undefined && bannerRouteIds.has(route.id);

  const openMenu = useCallback(() => {
    setMenuLoaded(true);
    setMenuOpen(true);
    setMenuOpenedOn(pathname);
  }, [pathname]);
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
        sessionStatus={
          HeaderStatus ? (
            <ShellPieceBoundary>
              <Suspense fallback={<div className={sessionStatusPlaceholder} />}>
                <HeaderStatus />
              </Suspense>
            </ShellPieceBoundary>
          ) : undefined
        }
      />
      {menuLoaded ? (
        <ShellPieceBoundary>
          <Suspense fallback={null}>
            <SideMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              brand={brand}
              session={session}
              banned={banned}
              languageTag={i18n.language}
              onLogout={() => void actions.logout()}
              onLanguageChange={changeLanguage}
            />
          </Suspense>
        </ShellPieceBoundary>
      ) : null}
      <main id="main" className={page}>
        {showBanner ? (
          <ShellPieceBoundary>
            <Suspense fallback={PageBannerSpace ? <PageBannerSpace /> : null}>
              <PageBanner />
            </Suspense>
          </ShellPieceBoundary>
        ) : null}
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <ShellPieceBoundary>
        <Suspense fallback={null}>
          <Footer brand={brand} signedIn={session.status === 'player'} />
        </Suspense>
      </ShellPieceBoundary>
      {/* Below the footer, so the bottom bar never covers it or the page's last row. */}
      <div className={floatingClearance} />
      <ShellPieceBoundary>
        <Suspense fallback={null}>
          <NotificationsRegion />
          {appOpenQuerySeen ? appOpenHandlers.map(({ id, Handler }) => <Handler key={id} />) : null}
          {AuthModal && authModalUsed ? <AuthModal /> : null}
        </Suspense>
      </ShellPieceBoundary>
      {/* The bottom bar: the overlays' pinned buttons (the slip's) first, the chat link last. */}
      <div className={dock}>
        <ShellPieceBoundary>
          <Suspense fallback={null}>
            {overlays.map(({ id, Overlay }) =>
              featureSwitches[id] === false ? null : <Overlay key={id} />,
            )}
          </Suspense>
        </ShellPieceBoundary>
        <FloatingChatLink chatUrl={brand.support?.chatUrl} hidden={chatHiddenOn.has(pathname)} />
      </div>
    </>
  );
}
