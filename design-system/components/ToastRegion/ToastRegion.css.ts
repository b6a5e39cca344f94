import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const notificationTypes = ['default', 'success', 'error'] as const;

/** How far the finger has dragged the notification (set inline while swiping). */
export const swipeOffsetVar = createVar();
const swipeOffset = fallbackVar(swipeOffsetVar, '0');

const reducedMotion = '(prefers-reduced-motion: reduce)';
const dropIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(${vars.space.large} * -1))` },
});
const fadeIn = keyframes({ from: { opacity: 0 } });
const removal = `${vars.motion.durationNotificationRemoval} ${vars.motion.easingExit}`;

export const region = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.gutter,
  // The region spans the screen; only the notifications themselves take presses.
  pointerEvents: 'none',
});

const accentColour = {
  default: vars.color.info,
  success: vars.color.positive,
  error: vars.color.negative,
} as const;

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.small,
    paddingLeft: vars.space.medium,
    backgroundColor: vars.color.surfaceOverlay,
    color: vars.color.textPrimary,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderLeftWidth: `calc(${vars.borderWidth.strong} * 2)`,
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.large,
    // Horizontal touch moves reach the swipe handlers; vertical ones still scroll the page.
    touchAction: 'pan-y',
    transform: `translateX(${swipeOffset})`,
    animation: `${dropIn} ${vars.motion.durationStandard} ${vars.motion.easingEnter}`,
    // Springs back when a swipe is released short of the threshold.
    transition: `transform ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
    selectors: {
      // A mouse drag would otherwise select text, and a selection left behind turns the next
      // drag into a native drag-and-drop that cancels the pointer.
      '&[data-swipe="pressed"], &[data-swipe="swiping"]': { userSelect: 'none' },
      '&[data-swipe="swiping"]': { transition: 'none' },
      // Slides out to the right and fades; removed after `timing.notificationRemovalMs`.
      '&[data-state="closing"]': {
        pointerEvents: 'none',
        opacity: 0,
        transform: `translateX(calc(100% + ${vars.space.gutter}))`,
        transition: `transform ${removal}, opacity ${removal}`,
      },
    },
    '@media': {
      // Fade only: no slide in or out, a released swipe stays where it was let go.
      [reducedMotion]: {
        animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easingEnter}`,
        transition: 'none',
        selectors: {
          '&[data-state="closing"]': {
            transform: `translateX(${swipeOffset})`,
            transition: `opacity ${removal}`,
          },
        },
      },
    },
  },
  variants: {
    type: {
      default: { borderLeftColor: accentColour.default },
      success: { borderLeftColor: accentColour.success },
      error: { borderLeftColor: accentColour.error },
    },
  },
  defaultVariants: { type: 'default' },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const icon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    height: vars.size.touchTarget,
  },
  variants: {
    type: {
      default: { color: accentColour.default },
      success: { color: accentColour.success },
      error: { color: accentColour.error },
    },
  },
  defaultVariants: { type: 'default' },
});

export const message = style({
  flex: 1,
  minWidth: 0,
  // Centres a one-line message on the 44 px close button beside it.
  paddingBlock: `calc((${vars.size.touchTarget} - ${vars.lineHeight.standard} * 1em) / 2)`,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});
