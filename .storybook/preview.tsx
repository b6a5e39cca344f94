import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider, themeNames, type ThemeName } from '../design-system/index.ts';
import { createI18n } from '../host/i18n/createI18n.ts';
import { isLanguageCode, languages, type LanguageCode } from '../host/i18n/languages.ts';

const i18nByLanguage = new Map<LanguageCode, Promise<i18n>>();

/** One i18next instance per language, created once: switching the toolbar is instant. */
const i18nLoader: Loader = async ({ globals }) => {
  const language: LanguageCode = isLanguageCode(globals.language) ? globals.language : 'es-es';
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(language);
    i18nByLanguage.set(language, instance);
  }
  return { i18n: await instance };
};

/** Every story renders inside the host's providers, themed and translated from the toolbar. */
const withProviders: Decorator = (Story, { globals, loaded }) => {
  const theme: ThemeName = themeNames.includes(globals.theme as ThemeName)
    ? (globals.theme as ThemeName)
    : 'light';
  return (
    <I18nextProvider i18n={loaded.i18n as i18n}>
      <DesignSystemProvider theme={theme}>
        <Story />
      </DesignSystemProvider>
    </I18nextProvider>
  );
};

const preview = {
  globalTypes: {
    theme: {
      description: 'Design-system theme',
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
  initialGlobals: { theme: 'light', language: 'es-es' },
  loaders: [i18nLoader],
  decorators: [withProviders],
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
