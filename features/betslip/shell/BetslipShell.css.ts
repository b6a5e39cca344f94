import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/**
 * Box offers `position: fixed` but no offsets: this wrapper pins the slip's floating controls
 * (the one-click switch above the slip button) to the bottom left, clear of the floating chat
 * link in the bottom right and of the phone's home indicator.
 */
export const dock = style({
  position: 'fixed',
  insetInlineStart: vars.space.gutter,
  insetBlockEnd: `calc(${vars.space.gutter} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

/** One floating control: lifted off the page it covers. */
export const floating = style({
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.medium,
});
