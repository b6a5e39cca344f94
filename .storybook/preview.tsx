import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider, themeNames, type ThemeName } from '../design-system/index.ts';
import type { Brand } from '../schemas/generated/brand.ts';
import { installFeatures } from '../host/featureRegistry.ts';
import { featureModules } from '../host/features.ts';
import { createI18n, i18nNamespaces } from '../host/i18n/createI18n.ts';
import { isLanguageCode, languages, type LanguageCode } from '../host/i18n/languages.ts';
import { clearBetslip } from '../features/betslip/index.ts';
import { setStoryI18n } from '../features/core/testing/index.ts';

/** Every brand in config/, read at build time: the Brand toolbar previews stories in each. */
const brands = Object.fromEntries(
  Object.values(
    import.meta.glob<Brand>('../config/*/brand.json', { eager: true, import: 'default' }),
  ).map((brand) => [brand.id, brand]),
);

// Boot installs the feature list before rendering; stories start from the same place.
installFeatures(featureModules);

const i18nByLanguage = new Map<LanguageCode, Promise<i18n>>();

/** One i18next instance per language, created once: switching the toolbar is instant. */
const i18nLoader: Loader = async ({ globals }) => {
  const language: LanguageCode = isLanguageCode(globals.language) ? globals.language : 'es-es';
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    // Stories render one component without its route's chunk loading first, so every namespace
    // (features' and the error catalogue's) is loaded up front.
    instance = createI18n(language).then(async (created) => {
      await created.loadNamespaces(i18nNamespaces());
      return created;
    });
    i18nByLanguage.set(language, instance);
  }
  const ready = await instance;
  setStoryI18n(ready);
  return { i18n: ready };
};

/** Every story renders inside the host's providers, themed and translated from the toolbar. */
const withProviders: Decorator = (Story, { globals, loaded }) => {
  const brand = typeof globals.brand === 'string' ? brands[globals.brand] : undefined;
  const theme: ThemeName = themeNames.includes(globals.theme as ThemeName)
    ? (globals.theme as ThemeName)
    : 'light';
  return (
    <I18nextProvider i18n={loaded.i18n as i18n}>
      <DesignSystemProvider theme={brand?.theme?.base ?? theme} themeOverrides={brand?.theme}>
        <Story />
      </DesignSystemProvider>
    </I18nextProvider>
  );
};

const preview = {
  globalTypes: {
    brand: {
      description: 'Brand from config/ (its own base theme and token overrides)',
      toolbar: {
        title: 'Brand',
        icon: 'bookmark',
        items: [
          { value: 'none', title: 'Design-system default' },
          ...Object.values(brands).map((brand) => ({ value: brand.id, title: brand.name })),
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Design-system theme (when no brand is chosen)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map(({ code }) => ({ value: code, title: code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'none', theme: 'light', language: 'es-es' },
  loaders: [i18nLoader],
  decorators: [withProviders],
  // Every story starts with an empty bet slip and the default odds format: both are remembered
  // in local storage, which the stories of one browser session share.
  beforeEach: () => {
    clearBetslip();
    window.localStorage.removeItem('oddsFormat');
  },
  parameters: {
    layout: 'padded',
    // The page surface comes from the theme, not from Storybook's backgrounds.
    backgrounds: { disable: true },
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
