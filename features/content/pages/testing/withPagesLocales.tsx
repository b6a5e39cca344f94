import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contentPagesNamespace, contentPagesResources } from './pagesLocales.ts';

/**
 * Gives the story's i18next instance this namespace's strings when the host has not registered
 * them (the descriptor is wired by the shell's owner); once it has, this adds nothing. Adding a
 * bundle is idempotent, so doing it while rendering is safe.
 */
function PagesLocales({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [tag, strings] of Object.entries(contentPagesResources)) {
    if (!i18n.hasResourceBundle(tag, contentPagesNamespace)) {
      i18n.addResourceBundle(tag, contentPagesNamespace, strings);
    }
  }
  return children;
}

export const withPagesLocales: Decorator = (Story) => (
  <PagesLocales>
    <Story />
  </PagesLocales>
);
