import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

/**
 * Room under the page for the floating controls (chat link, bet slip button): without it they
 * would sit over the last row of every page, which could then never be scrolled into the open.
 */
export const floatingClearance = style({
  blockSize: `calc(${vars.space.gutter} * 2 + 3.5rem + env(safe-area-inset-bottom, 0px))`,
});
