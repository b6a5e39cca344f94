import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/**
 * Slides keep one shape whatever the image, and the space is held while they load, so the page
 * under the banner never jumps (the platform's slide images are 1200 × 400).
 */
export const frame = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/**
 * While loading, the carousel's control row (as tall as a touch target, under the slides) is held
 * too, so the page under the banner does not move when the slides arrive.
 */
export const controlsSpace = style({
  height: `calc(${vars.size.touchTarget} + ${vars.space.xsmall})`,
});
