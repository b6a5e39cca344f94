import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

/** Room on the end side for the chevron, which the native arrow would otherwise occupy. */
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space.medium} + ${vars.size.iconStandard} + ${vars.space.small})`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSecondary },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Options open in the OS list, which takes its colours from here on some platforms. */
export const option = style({
  color: vars.color.textPrimary,
  backgroundColor: vars.color.surfaceRaised,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  color: vars.color.textSecondary,
  pointerEvents: 'none',
});
