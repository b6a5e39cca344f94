import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { focusRingSelectors } from '../focusRing.css.ts';

const focusRing = focusRingSelectors['&:focus-visible'];

/** Label, hint, control and message stacked with the same rhythm in every field. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.textPrimary,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textPrimary,
  overflowWrap: 'anywhere',
  selectors: {
    [`${frame}[data-disabled] &`]: { color: vars.color.textSecondary },
  },
});

/** Part of the visible label, not a colour cue alone: the asterisk is text. */
export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.negative,
  fontWeight: vars.fontWeight.strong,
});

export const secondaryLabel = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textSecondary,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textSecondary,
  overflowWrap: 'anywhere',
});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.negative,
  overflowWrap: 'anywhere',
});

/** Keeps the small icon on the first line of a wrapped message. */
export const errorIcon = style({
  display: 'flex',
  flexShrink: 0,
  height: `calc(${vars.fontSize.small} * ${vars.lineHeight.standard})`,
  alignItems: 'center',
});

/**
 * The bordered box around an input or select and its adornments. The ring goes on the box when
 * its input has keyboard focus, so leading icons sit inside the ring; a trailing button keeps its
 * own ring.
 */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textPrimary,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:has(input:focus-visible, select:focus-visible)': focusRing,
    '&:hover:not([data-disabled], [data-readonly])': { borderColor: vars.color.textSecondary },
    // A thicker edge as well as the colour, so the error does not rest on colour alone.
    '&[data-invalid]': {
      borderColor: vars.color.negative,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.negative}`,
    },
    '&[data-invalid]:hover:not([data-disabled])': { borderColor: vars.color.negative },
    '&[data-readonly]': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfacePage,
    },
    '&[data-disabled]': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textSecondary,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

const overlapBorder = `calc(-1 * ${vars.borderWidth.standard})`;

/**
 * The native input or select fills the box and reaches over its border, so the whole 44 px
 * height is the touch target. 16 px text: iOS zooms into any smaller field on focus.
 */
export const input = style({
  flex: 1,
  alignSelf: 'stretch',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  marginBlock: overlapBorder,
  paddingBlock: 0,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  // The box carries the focus ring.
  outline: 'none',
  textOverflow: 'ellipsis',
  selectors: {
    '&::placeholder': { color: vars.color.textSecondary, opacity: 1 },
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 1,
      // Safari paints disabled text with its own pale colour unless told otherwise.
      WebkitTextFillColor: 'currentColor',
    },
    // Native pickers (date, select lists) follow the theme instead of the OS setting.
    '[data-theme="dark"] &': { colorScheme: 'dark' },
  },
});

/** Decorative icon before the input, in the secondary text colour. */
export const leading = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  paddingInlineStart: vars.space.medium,
  color: vars.color.textSecondary,
  pointerEvents: 'none',
});

export const withLeading = style({
  paddingInlineStart: vars.space.small,
});

export const trailing = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  alignSelf: 'stretch',
  marginBlock: overlapBorder,
  marginInlineEnd: overlapBorder,
});

/** A 44 × 44 icon button inside a field (show password, clear search). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  height: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRingSelectors,
    '&:hover:not(:disabled)': { color: vars.color.textPrimary },
    '&[aria-pressed="true"]': { color: vars.color.textLink },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
