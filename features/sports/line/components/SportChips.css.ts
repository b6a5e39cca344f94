import { globalStyle, style } from '@vanilla-extract/css';
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

/*
 * Each chip keeps its label's width: in a row that does not wrap, flex items shrink by default,
 * and a button's label (which may break anywhere) then stacked one letter a line ("D/e/s/t/…")
 * instead of the row scrolling.
 */
globalStyle(`${chipRow} > * > *`, { flexShrink: 0 });
