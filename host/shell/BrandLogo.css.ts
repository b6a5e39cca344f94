import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

/**
 * The design system has no image primitive (Flag is for flags only), so the logo is the one raw
 * element of the shell. It fits a touch-target-tall header row, keeps its aspect ratio, and
 * shrinks rather than push the account buttons off a narrow phone. Its padding makes the home
 * link it fills a whole touch target tall while the picture keeps its size.
 */
export const logo = style({
  display: 'block',
  boxSizing: 'border-box',
  height: vars.size.touchTarget,
  paddingBlock: `calc(${vars.space.medium} / 2)`,
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
});
