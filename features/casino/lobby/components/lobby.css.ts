import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/** More chips than a phone is wide: one row that scrolls sideways instead of three that wrap. */
export const chipRow = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  // Room for the focus ring, which the scrolling box would otherwise clip.
  padding: vars.space.xxsmall,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

/** The invisible line after the last provider block that asks for the next two. */
export const sentinel = style({
  blockSize: '1px',
});

/** Holds a notice's place, unseen, while it is not known whether it will be shown. */
export const reserved = style({
  visibility: 'hidden',
});
