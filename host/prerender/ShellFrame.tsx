import type { ReactNode } from 'react';
import { ApiProvider, type ApiClient } from '../../features/core/api/index.ts';
import { BrandProvider } from '../../features/core/brand/index.ts';
import { SessionProvider, type SessionContextValue } from '../../features/core/session/index.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import { AppContextProvider } from '../AppContext.tsx';
import { RouteScreen } from '../routing/RouteScreen.tsx';
import { FloatingChatLink } from '../shell/FloatingChatLink.tsx';
import { Header } from '../shell/Header.tsx';
import { dock, floatingClearance, page } from '../shell/ShellLayout.css.ts';

export interface ShellFrameProps {
  brand: Brand;
  banned: ReadonlySet<string>;
  pathname: string;
  /** The page's slider, where the page has one. */
  banner?: ReactNode;
}

/**
 * What `ShellLayout` draws on a page's first commit, before the session is known and before any
 * of its later pieces (side menu, footer, notifications, the slip's button) arrive: the same
 * elements with the same classes, so the app's first commit puts every box where the frame had it.
 */
export function ShellFrame({ brand, banned, pathname, banner }: ShellFrameProps) {
  return (
    <>
      <Header
        brand={brand}
        session={{ status: 'checking' }}
        banned={banned}
        onOpenMenu={() => undefined}
        currentPath={pathname}
      />
      <main id="main" className={page}>
        {banner}
        <RouteScreen />
      </main>
      <div className={floatingClearance} />
      <div className={dock}>
        <FloatingChatLink chatUrl={brand.support?.chatUrl} />
      </div>
    </>
  );
}

const checking: SessionContextValue = {
  session: { status: 'checking' },
  blocklist: [],
  actions: { refresh: () => Promise.resolve(), logout: () => Promise.resolve() },
};

export interface FrameSessionProps {
  brand: Brand;
  banned: ReadonlySet<string>;
  api: ApiClient;
  children: ReactNode;
}

/**
 * What `HostSession` gives a page on its first render, before the session is checked: every
 * player, signed in or not, starts from the same frame. Without the session's controller, which
 * only ever runs in the browser.
 */
export function FrameSession({ brand, banned, api, children }: FrameSessionProps) {
  return (
    <BrandProvider value={brand}>
      <ApiProvider value={api}>
        <SessionProvider value={checking}>
          <AppContextProvider value={{ brand, banned, session: { status: 'checking' } }}>
            {children}
          </AppContextProvider>
        </SessionProvider>
      </ApiProvider>
    </BrandProvider>
  );
}
