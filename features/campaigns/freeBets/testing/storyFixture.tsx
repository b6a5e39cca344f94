import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoryNotices, withAppFixture, type AppFixture } from '../../../core/testing/index.ts';
import english from '../locales/en-US.json';
import spanish from '../locales/es-ES.json';
import portuguese from '../locales/pt-PT.json';

const bundles: Record<string, object> = { 'es-ES': spanish, 'en-US': english, 'pt-PT': portuguese };

/**
 * Makes sure the story's i18next instance holds the freeBets namespace: until the host lists this
 * feature, Storybook's loader does not know it (once it does, this adds nothing).
 */
function WithFreeBetsLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const bundle = bundles[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, 'freeBets')) {
    i18n.addResourceBundle(i18n.language, 'freeBets', bundle);
  }
  return children;
}

/**
 * Renders a story inside the app's providers from `parameters.app`, with this page's texts and the
 * shell's notifications (the claim's success notice).
 */
export const withFreeBetsFixture: Decorator = (Story, context) => (
  <WithFreeBetsLocales>
    {withAppFixture(Story, context)}
    <StoryNotices />
  </WithFreeBetsLocales>
);

export type FreeBetsFixture = AppFixture;
