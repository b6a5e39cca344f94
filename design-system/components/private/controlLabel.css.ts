import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

/** The label beside a boolean control (Checkbox, Switch): the whole label toggles the control. */
export const controlLabel = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textPrimary,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textSecondary, cursor: 'not-allowed' },
  },
});
