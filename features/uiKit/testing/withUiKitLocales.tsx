import type { Decorator } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';
import portuguese from '../locales/pt-PT.json';

const bundles = { 'es-ES': spanish, 'en-US': english, 'pt-PT': portuguese } as const;

/**
 * Adds the namespace's translations to Storybook's i18next instance, so the stories read the
 * real texts whether or not the host already installs this feature's locales.
 */
export const withUiKitLocales: Decorator = (Story, { loaded }) => {
  const instance = (loaded as { i18n?: i18n }).i18n;
  for (const [tag, bundle] of Object.entries(bundles)) {
    if (instance && !instance.hasResourceBundle(tag, 'uiKit')) {
      instance.addResourceBundle(tag, 'uiKit', bundle);
    }
  }
  return <Story />;
};
