import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

/** The footer's line above it, where the page ends. */
export const footer = style({
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/**
 * The regulator's badge: a link a finger can hit (44 px tall), the image scaled into it whatever
 * size the operator's file is.
 */
export const footerBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
});

globalStyle(`${footerBadge} > img`, {
  blockSize: vars.size.touchTarget,
  inlineSize: 'auto',
  maxInlineSize: '100%',
});
