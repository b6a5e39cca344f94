import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/tokens/contract.css.ts';

/** The native picker at the text field's height (44 px touch target), framed like a field. */
export const picker = style({
  inlineSize: '44px',
  blockSize: '44px',
  flexShrink: 0,
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
