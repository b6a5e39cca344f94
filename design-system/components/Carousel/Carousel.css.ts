import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

/** Space between two slides, seen only while they move. */
const slideGap = vars.space.small;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** Embla's viewport: it clips the row of slides to the one in view. */
export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  userSelect: 'none',
  WebkitUserSelect: 'none',
});

/** The row of slides Embla moves. */
export const container = style({
  display: 'flex',
  // Vertical drags still scroll the page (and pinches zoom it); horizontal ones move the slides.
  touchAction: 'pan-y pinch-zoom',
  // The gap sits before each slide; pulling the row back by one gap keeps the slide in view
  // flush with the viewport.
  marginInlineStart: `calc(-1 * ${slideGap})`,
});

/** The slide (0-based) the row shows before Embla loads. */
export const shownSlideVar = createVar();
const shownSlide = fallbackVar(shownSlideVar, '0');

/**
 * The row before Embla loads: it steps by whole slides on its own (autoplay, dots, arrows).
 * `translate`, not `transform`, which is Embla's: when the engine takes over, each owns its own.
 */
export const plainRow = style({
  translate: `calc(${shownSlide} * -100%) 0`,
  transition: `translate ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
  selectors: { '[dir="rtl"] &': { translate: `calc(${shownSlide} * 100%) 0` } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  // One slide fills the view; slides share the row's height, so the carousel is as tall as its
  // tallest slide.
  flex: '0 0 100%',
  minWidth: 0,
  paddingInlineStart: slideGap,
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
