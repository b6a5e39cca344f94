import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  selectors: {
    [`${list}[data-dividers] > & + &`]: {
      borderTopWidth: vars.borderWidth.standard,
      borderTopStyle: 'solid',
      borderTopColor: vars.color.border,
    },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.textPrimary,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const actionable = style({
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    ...focusRingSelectors,
    // Drawn inside the row: rows run edge to edge in cards that would clip an outer ring.
    '&:focus-visible': {
      ...focusRingSelectors['&:focus-visible'],
      outlineOffset: `calc(-1 * ${vars.borderWidth.focusRing})`,
    },
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const leading = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const primary = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const secondary = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const trailing = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '50%',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});
