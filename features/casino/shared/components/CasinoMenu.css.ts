import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/** Four sections side by side on the narrowest phone: icon over a short label, equal widths. */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  borderBottom: `${vars.borderWidth.strong} solid transparent`,
  marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focusRing})`,
    },
  },
});
