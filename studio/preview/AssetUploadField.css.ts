import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textPrimary,
});

export const current = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 72,
  maxWidth: 320,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
});

export const image = style({
  maxWidth: '100%',
  maxHeight: 64,
});

export const input = style({
  font: 'inherit',
  color: vars.color.textPrimary,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const progress = style({
  width: '100%',
  maxWidth: 320,
  accentColor: vars.color.brand,
});
