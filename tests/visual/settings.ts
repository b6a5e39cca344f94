import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultViewport, phoneSizes } from '../../.storybook/viewports.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Local visual baselines: one PNG per story, compared on every `npm test`. */
export const visualSettings = {
  /** The reference phone of the Storybook canvas and the Chromatic modes (390 × 844). */
  viewport: phoneSizes[defaultViewport],
  baselineDir: join(here, '__baselines__'),
  /** Diff images (baseline | diff | received) land here when a comparison fails. */
  diffDir: join(here, '__diffs__'),
  /** More changed pixels than this fails the story. */
  failurePixels: 20,
  /** pixelmatch's per-pixel colour tolerance (0 to 1); anti-aliased edges are ignored anyway. */
  colourThreshold: 0.02,
  /** Freezes anything time-driven so two runs paint the same pixels. */
  freezeCss: `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }`,
} as const;
