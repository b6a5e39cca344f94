import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The host loads dayjs's locales with the interface language; stories render without the host.
import 'dayjs/locale/es.js';
import 'dayjs/locale/pt.js';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';
import portuguese from '../locales/pt-PT.json';

const bundles: Record<string, object> = {
  'es-ES': spanish,
  'en-US': english,
  'pt-PT': portuguese,
};

/**
 * Gives the story's i18next instance the promotions namespace when the host has not installed
 * it yet (the feature descriptor is wired by the host); once it has, this does nothing.
 */
function PromotionsLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const bundle = bundles[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, 'promotions')) {
    i18n.addResourceBundle(i18n.language, 'promotions', bundle);
  }
  return children;
}

export const withPromotionsLocales: Decorator = (Story) => (
  <PromotionsLocales>
    <Story />
  </PromotionsLocales>
);
