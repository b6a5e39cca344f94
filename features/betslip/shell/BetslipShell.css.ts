import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/**
 * Box offers `position: fixed` but no offsets: this wrapper pins the slip button to the bottom
 * left, clear of the floating chat link in the bottom right and of the phone's home indicator.
 */
export const floating = style({
  position: 'fixed',
  insetInlineStart: vars.space.gutter,
  insetBlockEnd: `calc(${vars.space.gutter} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.medium,
});
