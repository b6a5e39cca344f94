import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

/** 1 in a left-to-right layout, -1 in right-to-left: "next" comes in from the reading end. */
const sign = createVar();

const enterNext = keyframes({
  from: { transform: `translateX(calc(100% * ${sign}))` },
  to: { transform: 'translateX(0)' },
});
const enterPrevious = keyframes({
  from: { transform: `translateX(calc(-100% * ${sign}))` },
  to: { transform: 'translateX(0)' },
});
// A leaving slide is hidden at rest; the keyframes keep it visible while it slides out.
const leaveNext = keyframes({
  from: { transform: 'translateX(0)', visibility: 'visible' },
  to: { transform: `translateX(calc(-100% * ${sign}))`, visibility: 'visible' },
});
const leavePrevious = keyframes({
  from: { transform: 'translateX(0)', visibility: 'visible' },
  to: { transform: `translateX(calc(100% * ${sign}))`, visibility: 'visible' },
});

const slideTiming = `calc(${vars.motion.durationStandard} * 1.5) ${vars.motion.easingStandard}`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  vars: { [sign]: '1' },
  selectors: {
    '[dir="rtl"] &': { vars: { [sign]: '-1' } },
  },
});

export const viewport = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  // Vertical drags still scroll the page; horizontal ones are ours to turn into swipes.
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
});

export const slide = style({
  // Every slide shares one grid cell, so the carousel is as tall as its tallest slide.
  gridArea: '1 / 1',
  minWidth: 0,
  selectors: {
    '&[data-state="inactive"]': { visibility: 'hidden' },
    '&[data-state="active"][data-motion="next"]': { animation: `${enterNext} ${slideTiming}` },
    '&[data-state="active"][data-motion="previous"]': {
      animation: `${enterPrevious} ${slideTiming}`,
    },
    '&[data-state="inactive"][data-motion="next"]': { animation: `${leaveNext} ${slideTiming}` },
    '&[data-state="inactive"][data-motion="previous"]': {
      animation: `${leavePrevious} ${slideTiming}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-motion]': { animation: 'none' },
      },
    },
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
});

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRingSelectors,
    '&::before': {
      content: '""',
      display: 'block',
      width: vars.space.small,
      height: vars.space.small,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.borderStrong,
      transition: `width ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
    '&[aria-current="true"]::before': {
      width: vars.space.xlarge,
      backgroundColor: vars.color.brand,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&::before': { transition: 'none' } },
    },
  },
});

export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textPrimary,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRingSelectors,
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
});
