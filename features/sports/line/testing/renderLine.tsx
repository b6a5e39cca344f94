import type { ReactElement } from 'react';
import { renderSports, type RenderSportsOptions } from '../../shared/testing/renderSports.tsx';

export type RenderLineOptions = Omit<RenderSportsOptions, 'path'> & {
  /** The address the screen is shown at. @default '/line/top-events' */
  path?: string;
};

/** Renders a line screen as the app does: router, fixture API, session, real translations. */
export function renderLine(
  ui: ReactElement,
  { path = '/line/top-events', ...options }: RenderLineOptions,
) {
  return renderSports(ui, { ...options, path });
}
