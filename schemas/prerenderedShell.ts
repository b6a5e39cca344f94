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

/**
 * A landing page's first screen to draw: its address, and the API answers the server already
 * knows when it draws it (the slider's slides). Every other request of the page stays unanswered,
 * so its lists show their placeholders: a cached page never shows a stale number.
 */
export interface FirstScreenRequest {
  path: string;
  /** The answer to `GET apiPath?query`, or `undefined` when the server does not know it. */
  answer?: (apiPath: string, query: Readonly<Record<string, string>>) => unknown;
}

/**
 * What the built prerender module exports for landing pages: the paths that get a first screen
 * of their own for a brand, and the frame of one (`undefined`: the page keeps the shell's frame).
 */
export interface PrerenderFirstScreens {
  firstScreenPaths: (brand: Brand) => readonly string[];
  prerenderFirstScreen: (
    brand: Brand,
    request: FirstScreenRequest,
  ) => Promise<PrerenderedShell | undefined>;
}
