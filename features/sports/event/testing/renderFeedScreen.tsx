import type { ReactElement } from 'react';
import { renderSports, type RenderSportsOptions } from '../../shared/testing/renderSports.tsx';

export type RenderFeedScreenOptions = RenderSportsOptions & { path: string };

/** Renders a sports screen as the app does: router at `path`, fixture API, real translations. */
export function renderFeedScreen(ui: ReactElement, options: RenderFeedScreenOptions) {
  return renderSports(ui, options);
}
