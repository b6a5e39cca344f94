import type { ReactElement } from 'react';
import { renderSports, type RenderSportsOptions } from '../../shared/testing/renderSports.tsx';

export type RenderTotoOptions = Omit<RenderSportsOptions, 'path'>;

/** Renders the toto screen as the app does: fixture API, session, real translations. */
export function renderToto(ui: ReactElement, options: RenderTotoOptions) {
  return renderSports(ui, { ...options, path: '/toto' });
}
