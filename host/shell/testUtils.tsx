import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/createI18n.ts';
import type { LanguageCode } from '../i18n/languages.ts';

/** Renders with the host's real translations, as the app and Storybook do. */
export async function renderTranslated(
  ui: ReactElement,
  language: LanguageCode = 'en-US',
): Promise<RenderResult> {
  const i18n = await createI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
