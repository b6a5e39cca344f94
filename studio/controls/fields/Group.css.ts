import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/tokens/contract.css.ts';

export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

/** Lines up with the fields (the fieldset has no border for it to sit on). */
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
});

export const hiddenLegend = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
