import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

/**
 * Box offers `position: fixed` but no offsets, so this one wrapper pins the chat button to the
 * bottom corner, clear of the phone's home indicator, under overlays such as the side menu.
 */
export const floating = style({
  position: 'fixed',
  insetInlineEnd: vars.space.gutter,
  insetBlockEnd: `calc(${vars.space.gutter} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.medium,
});
