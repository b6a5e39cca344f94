import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px targets side by side, no gap: the widest row (arrows, 5 pages, 2 ellipses) then fits
  // a 360 px phone in one line.
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
});

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textPrimary,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRingSelectors,
    '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': {
      backgroundColor: vars.color.surfaceSunken,
    },
  },
});

export const page = style([
  control,
  {
    selectors: {
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.strong,
        cursor: 'default',
      },
    },
  },
]);

export const arrow = style([
  control,
  {
    color: vars.color.textLink,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.4 },
    },
  },
]);

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: `calc(${vars.size.touchTarget} / 2)`,
  color: vars.color.textSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  userSelect: 'none',
});
