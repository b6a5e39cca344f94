import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { controlLabel } from '../private/controlLabel.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

const trackWidth = `calc(${vars.size.iconLarge} * 2)`;
const trackHeight = `calc(${vars.size.iconLarge} + ${vars.space.xsmall})`;
const thumbSize = vars.size.iconStandard;
const thumbInset = `calc((${trackHeight} - ${thumbSize}) / 2)`;
const thumbTravel = `calc(${trackWidth} - ${thumbSize} - 2 * ${thumbInset})`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.family,
});

/** Label first, switch at the end of the row, as in a phone's settings list. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
});

export const label = controlLabel;

/** The button is the 44 px touch target; the track inside it is smaller. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRingSelectors,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const track = style({
  position: 'relative',
  display: 'block',
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${button}[data-state="checked"] &`]: { backgroundColor: vars.color.brand },
    [`${button}:disabled &`]: {
      backgroundColor: vars.color.surfaceSunken,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: thumbInset,
  insetInlineStart: thumbInset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
  selectors: {
    [`${button}[data-state="checked"] &`]: {
      transform: `translateX(${thumbTravel})`,
      backgroundColor: vars.color.onBrand,
    },
    [`[dir="rtl"] ${button}[data-state="checked"] &`]: {
      transform: `translateX(calc(-1 * ${thumbTravel}))`,
    },
    [`${button}:disabled &`]: { backgroundColor: vars.color.border, boxShadow: 'none' },
  },
  // The thumb jumps instead of sliding; its end position still shows the state.
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const message = style({
  paddingInlineEnd: `calc(${trackWidth} + ${vars.space.medium})`,
});
