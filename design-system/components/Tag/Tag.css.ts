import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

const chipHeight = `calc(${vars.size.touchTarget} - ${vars.space.medium})`;

/**
 * How far an invisible layer reaches past a compact control so its hit area is the touch target
 * (percentages of the control's own size; never inwards when the control is already larger).
 */
const overhang = `min(${vars.space.none}, calc((100% - ${vars.size.touchTarget}) / 2))`;

/** Grows a compact control's hit area to the touch target without changing its look. */
const touchArea = (axes: 'block' | 'both') =>
  ({
    content: '""',
    position: 'absolute',
    top: overhang,
    bottom: overhang,
    left: axes === 'both' ? overhang : 0,
    right: axes === 'both' ? overhang : 0,
  }) as const;

export const tag = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  maxWidth: '100%',
  minHeight: chipHeight,
  verticalAlign: 'middle',
  borderRadius: vars.radius.pill,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textPrimary,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-state="on"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&[data-disabled]': { opacity: 0.5 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

const buttonReset = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
} as const;

/** The label, as plain text or as the toggle button. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xxsmall,
  selectors: {
    [`${tag}[data-removable] > &`]: { paddingInlineEnd: vars.space.xxsmall },
  },
});

export const toggle = style([
  buttonReset,
  {
    flex: '1 1 auto',
    textAlign: 'start',
    selectors: {
      ...focusRingSelectors,
      // Both ways: a short label ("All") leaves the chip narrower than a finger.
      '&::before': touchArea('both'),
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
      [`${tag}[data-state="on"] > &:hover:not(:disabled)`]: {
        backgroundColor: vars.color.brandHover,
      },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const text = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style([
  buttonReset,
  {
    flexShrink: 0,
    justifyContent: 'center',
    paddingInline: vars.space.xsmall,
    selectors: {
      ...focusRingSelectors,
      '&::before': touchArea('both'),
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
      [`${tag}[data-state="on"] > &:hover:not(:disabled)`]: {
        backgroundColor: vars.color.brandHover,
      },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);
