// The UI typeface ships with the app (OFL), so every phone and every screenshot renders the same
// glyphs; unicode-range means only the subsets a page uses are downloaded. The theme and global
// styles load with the provider every app and story renders, not with the re-exporting barrel.
import '@fontsource-variable/inter/wght.css';
import '../themes/lightTheme.css.ts';
import '../themes/globalStyles.css.ts';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { resolveTheme, themeCssVars } from '../themes/brandTheme.ts';
import { darkThemeClass } from '../themes/darkTheme.css.ts';
import type { ThemeName, ThemeOverrides } from '../themes/themeValues.ts';

/** What a router's link must accept to stand in for `<a>` (e.g. a react-router `Link` adapter). */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

function PlainAnchor({ ref, children, ...props }: LinkComponentProps) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
}

interface DesignSystemContextValue {
  theme: ThemeName;
  linkComponent: ComponentType<LinkComponentProps>;
  portalContainer: HTMLElement | null;
}

const DesignSystemContext = createContext<DesignSystemContextValue>({
  theme: 'light',
  linkComponent: PlainAnchor,
  portalContainer: null,
});

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** Base theme. @default 'light' */
  theme?: ThemeName;
  /** A brand's token overrides (from its JSON); every role left out keeps the base theme's value. */
  themeOverrides?: ThemeOverrides;
  /** Renders internal links (Link, Button with `href`) so navigation goes through the router. */
  linkComponent?: ComponentType<LinkComponentProps>;
  /** Where dialogs, sheets and toasts are portalled. @default document.body */
  portalContainer?: HTMLElement | null;
  /** Element that carries the theme. @default document.documentElement */
  themeRoot?: HTMLElement;
}

/**
 * The one place host concerns enter the design system: theme, router link and portal container.
 * The theme goes on `<html>`, so content portalled outside the app is themed as well.
 */
export function DesignSystemProvider({
  children,
  theme = 'light',
  themeOverrides,
  linkComponent = PlainAnchor,
  portalContainer = null,
  themeRoot,
}: DesignSystemProviderProps) {
  useLayoutEffect(() => {
    const root = themeRoot ?? document.documentElement;
    root.classList.toggle(darkThemeClass, theme === 'dark');
    root.setAttribute('data-theme', theme);
    const applied = themeOverrides ? themeCssVars(resolveTheme(themeOverrides, theme)) : {};
    for (const [name, value] of Object.entries(applied)) root.style.setProperty(name, value);
    return () => {
      root.classList.remove(darkThemeClass);
      root.removeAttribute('data-theme');
      for (const name of Object.keys(applied)) root.style.removeProperty(name);
    };
  }, [theme, themeOverrides, themeRoot]);

  const value = useMemo(
    () => ({ theme, linkComponent, portalContainer }),
    [theme, linkComponent, portalContainer],
  );
  return <DesignSystemContext value={value}>{children}</DesignSystemContext>;
}

export function useDesignSystem(): DesignSystemContextValue {
  return useContext(DesignSystemContext);
}
