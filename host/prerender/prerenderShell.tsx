import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Box, DesignSystemProvider } from '../../design-system/index.ts';
import { resolveTheme, themeCssVars } from '../../design-system/themes/brandTheme.ts';
import { darkThemeClass } from '../../design-system/themes/darkTheme.css.ts';
import { bannedProviders } from '../../features/core/brand/bannedProviders.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import type { PrerenderedShell, PrerenderShell } from '../../schemas/prerenderedShell.ts';
import { hostNamespaces } from '../i18n/hostNamespaces.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, languageTag } from '../i18n/languages.ts';
import { Header } from '../shell/Header.tsx';

/** `{'--a': '1'}` → `--a:1`: the style attribute `element.style.setProperty` would give. */
function styleAttribute(properties: Record<string, string>): string | undefined {
  const declarations = Object.entries(properties).map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? declarations.join(';') : undefined;
}

/**
 * The shell every page opens with, as the app's first render draws it before the session is known:
 * the brand's header with its menu and the account area's placeholder (a signed-in player and a
 * guest see the same frame), over the brand's page colour. The app replaces it on its first
 * render; the frame does not move. In the brand's default language: a player who chose another
 * sees the header's texts change when the app starts.
 */
export const prerenderShell: PrerenderShell = async (brand: Brand): Promise<PrerenderedShell> => {
  const code = brand.languages.default ?? DEFAULT_LANGUAGE;
  const tag = languageTag(isLanguageCode(code) ? code : DEFAULT_LANGUAGE);
  const loadTranslations = hostNamespaces.translation;
  if (!loadTranslations) throw new Error('The host has no translation namespace');
  const translations = await loadTranslations(tag);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: { translation: translations.default } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const theme = brand.theme?.base ?? 'light';
  const rootHtml = renderToString(
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider theme={theme} themeOverrides={brand.theme}>
        {/* Inert until the app replaces it: a tap on a button no script answers yet would be
            lost, so taps pass through and wait for the app's own header, which answers them.
            `display: contents` keeps the wrapper out of the layout. */}
        <div inert data-first-frame="" style={{ display: 'contents' }}>
          <Header
            brand={brand}
            session={{ status: 'checking' }}
            banned={bannedProviders(brand.bannedProviders)}
            onOpenMenu={() => undefined}
          />
          <Box as="main" id="main" />
        </div>
      </DesignSystemProvider>
    </I18nextProvider>,
  );
  const style = brand.theme
    ? styleAttribute(themeCssVars(resolveTheme(brand.theme, theme)))
    : undefined;
  return {
    htmlAttributes: {
      ...(theme === 'dark' ? { class: darkThemeClass } : {}),
      'data-theme': theme,
      ...(style === undefined ? {} : { style }),
    },
    rootHtml,
  };
};
