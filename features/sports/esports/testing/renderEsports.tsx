import type { ReactElement } from 'react';
import type { ApiClient } from '../../../core/api/index.ts';
import { renderSports, type SportsTestLanguage } from '../../shared/testing/renderSports.tsx';

/** Renders an esports screen as the app does and hands back the i18n instance. */
export function renderEsports(
  ui: ReactElement,
  api: ApiClient,
  language: SportsTestLanguage = 'en-US',
) {
  return renderSports(ui, { api, language, path: '/cybersport' });
}
