import type { ReactElement } from 'react';
import type { ApiClient } from '../../../core/api/index.ts';
import { renderSports, type SportsTestLanguage } from '../../shared/testing/renderSports.tsx';

/** Renders a results screen as the app does: fixture API, guest session, real translations. */
export function renderResults(
  ui: ReactElement,
  api: ApiClient,
  language: SportsTestLanguage = 'en-US',
) {
  return renderSports(ui, { api, language, path: '/Results' });
}
