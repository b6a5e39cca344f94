import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/** More sports than a phone is wide: one row that scrolls sideways instead of four that wrap. */
export const chipRow = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  // Room for the focus ring, which the scrolling box would otherwise clip.
  padding: vars.space.xxsmall,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});
