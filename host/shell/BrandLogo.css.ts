import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

/**
 * The design system has no image primitive (Flag is for flags only), so the logo is the one raw
 * element of the shell. It fits a touch-target-tall header row, keeps its aspect ratio, and
 * shrinks rather than push the account buttons off a narrow phone.
 */
export const logo = style({
  display: 'block',
  height: `calc(${vars.size.touchTarget} - ${vars.space.medium})`,
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
});
