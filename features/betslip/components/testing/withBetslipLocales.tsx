import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { betslipResources } from './betslipI18n.ts';

const resources = betslipResources();

/**
 * Adds the `betslip` namespace to the story's i18n instance when the host has not registered it
 * (in the app the feature descriptor brings it): stories read the same files as the app.
 */
function BetslipLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const language of i18n.languages) {
    const bundle = resources[language]?.betslip;
    if (bundle && !i18n.hasResourceBundle(language, 'betslip')) {
      i18n.addResourceBundle(language, 'betslip', bundle);
    }
  }
  return children;
}

export const withBetslipLocales: Decorator = (Story) => (
  <BetslipLocales>
    <Story />
  </BetslipLocales>
);
