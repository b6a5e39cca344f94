import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

/** About the width of the sign-in buttons, so the header keeps its shape while the check runs. */
export const accountPlaceholder = style({ width: '10rem' });

/** The session timer's place while its piece loads: one touch target, so nothing moves. */
export const sessionStatusPlaceholder = style({
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  flexShrink: 0,
});
