import type { Brand } from './generated/brand.ts';

/**
 * A brand's first frame, drawn by the app's prerender module (`host/prerender/`, built by
 * `npm run build`) and written by the platform into the brand's `index.html`, so the page paints
 * before any script runs.
 */
export interface PrerenderedShell {
  /** What the design system's provider puts on `<html>`: the base theme and the brand's colours. */
  htmlAttributes: { class?: string; 'data-theme': string; style?: string };
  /** The markup of `#root`. */
  rootHtml: string;
}

/** What the built prerender module exports. */
export type PrerenderShell = (brand: Brand) => Promise<PrerenderedShell>;
