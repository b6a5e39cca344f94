import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const root = style({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textPrimary,
});

export const heading = style({
  margin: 0,
  font: 'inherit',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // Section headers are full-width rows touching each other: an outside ring would be hidden
    // under the neighbouring row, so it sits inside.
    '&:focus-visible': {
      ...focusRingSelectors['&:focus-visible'],
      outlineOffset: `calc(${vars.borderWidth.focusRing} * -1)`,
    },
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const leading = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  flexGrow: 1,
  minWidth: 0,
});

export const title = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const meta = style({
  flexShrink: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const trailing = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textSecondary,
  transition: `transform ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const content = style({
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});
