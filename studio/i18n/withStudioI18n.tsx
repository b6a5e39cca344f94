import type { Decorator } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageTag,
  type LanguageCode,
} from '../../host/i18n/languages.ts';
import { preloadSettingTexts } from '../controls/settingTexts/settingTexts.ts';
import { createStudioI18n } from './studioI18n.ts';

const instances = new Map<LanguageCode, Promise<i18n>>();

/** The studio's i18next instance for a story's language (the toolbar's or the test run's). */
export function studioI18nFor(language: unknown): Promise<i18n> {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  let instance = instances.get(code);
  if (!instance) {
    // With the settings' texts, as the studio starts: a story's first frame is in its language.
    instance = Promise.all([createStudioI18n(code), preloadSettingTexts(languageTag(code))]).then(
      ([created]) => created,
    );
    instances.set(code, instance);
  }
  return instance;
}

/**
 * Studio stories render with the studio's texts, not the player app's: add this decorator and
 * `loaders: [studioI18nLoader]` to a studio story file's meta.
 */
export const studioI18nLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  studioI18n: await studioI18nFor(globals.language),
});

export const withStudioI18n: Decorator = (Story, { loaded }) => {
  const instance = (loaded as { studioI18n?: i18n }).studioI18n;
  if (!instance) return <Story />;
  return (
    <I18nextProvider i18n={instance}>
      <Story />
    </I18nextProvider>
  );
};
