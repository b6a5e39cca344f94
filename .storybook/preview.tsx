import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useEffect, useGlobals, useRef } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { DesignSystemProvider } from '../design-system/index.ts';
import { installFeatures } from '../host/featureRegistry.ts';
import { featureModules } from '../host/features.ts';
import { createI18n, i18nNamespaces } from '../host/i18n/createI18n.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../host/i18n/languages.ts';
import { clearBetslip } from '../features/betslip/index.ts';
import { setStoryI18n } from '../features/core/testing/index.ts';
import { storyBrands } from './brands.ts';
import { allModes } from './modes.ts';
import { storyLook, toolbarSync } from './storyLook.ts';
import { globalTypes, initialGlobals, viewportParameters } from './toolbars.ts';

// Play functions' findBy/waitFor give up after 1 s by default; with both cores busy a story's
// dialog can take longer to open. Passing stories lose nothing: a wait ends when it holds.
configure({ asyncUtilTimeout: 5_000 });

// Boot installs the feature list before rendering; stories start from the same place.
installFeatures(featureModules);

const i18nByLanguage = new Map<LanguageCode, Promise<i18n>>();

/** One i18next instance per language, created once: switching the toolbar is instant. */
const i18nLoader: Loader = async ({ globals }) => {
  const language: LanguageCode = isLanguageCode(globals.language)
    ? globals.language
    : DEFAULT_LANGUAGE;
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

/**
 * Every story renders inside the host's providers, themed and translated from the globals (the
 * toolbar's, a Chromatic mode's or the story's own). The theme goes on <html>, so stories with
 * their own fixture providers take the brand's look too.
 */
const withProviders: Decorator = (Story, { globals, storyGlobals, loaded }) => {
  const { theme, brand } = storyLook(globals, globalsOf(storyGlobals), storyBrands);
  return (
    <I18nextProvider i18n={loaded.i18n as i18n}>
      <DesignSystemProvider theme={theme} themeOverrides={brand?.theme}>
        <Story />
      </DesignSystemProvider>
    </I18nextProvider>
  );
};

/** Storybook puts the user's and the story's globals on the context; its type leaves them out. */
function globalsOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/* eslint-disable react-hooks/rules-of-hooks -- Storybook's decorator hooks (storybook/preview-api),
   which Storybook runs for each story render; React's rules for its own hooks do not apply. */
/** The Theme toolbar follows the chosen brand's base, and choosing a theme leaves the brand. */
const withToolbarSync: Decorator = (Story, { userGlobals, storyGlobals }) => {
  const [, updateGlobals] = useGlobals();
  const previous = useRef<Readonly<Record<string, unknown>> | undefined>(undefined);
  useEffect(() => {
    const chosen = globalsOf(userGlobals);
    const update = toolbarSync(previous.current, chosen, globalsOf(storyGlobals), storyBrands);
    // Remember the globals as they will be once updated, so the update is not taken for a choice.
    previous.current = { ...chosen, ...update };
    if (update) updateGlobals(update);
  });
  return <Story />;
};
/* eslint-enable react-hooks/rules-of-hooks */

const preview = {
  globalTypes,
  initialGlobals,
  loaders: [i18nLoader],
  // The last decorator is the outermost: the toolbar sync wraps the themed story.
  decorators: [withProviders, withToolbarSync],
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
    viewport: viewportParameters,
    chromatic: {
      modes: allModes,
      // Chromatic cannot take media features from a mode: set here, they apply in every mode.
      // Reduced motion matches the local runner; animations that still run stop at their end,
      // the state a player sees (Chromatic's default is their first frame).
      prefersReducedMotion: 'reduce',
      pauseAnimationAtEnd: true,
    },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
