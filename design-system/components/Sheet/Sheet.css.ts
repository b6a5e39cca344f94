import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { modalEnter, modalExit, modalFadeIn, modalFadeOut } from '../private/ModalRoot.css.ts';

export const sheetSides = ['right', 'left'] as const;

/** How far the finger has dragged the panel (set inline while swiping). */
export const swipeOffsetVar = createVar();

// Only a `to` (or `from`) frame: the other end is the panel's current transform, so a sheet
// released mid-swipe leaves from where the finger let go.
const slideInRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOutRight = keyframes({ to: { transform: 'translateX(100%)' } });
const slideInLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOutLeft = keyframes({ to: { transform: 'translateX(-100%)' } });

const reducedMotion = '(prefers-reduced-motion: reduce)';
const fadeStates = {
  '&[data-state="open"]': { animation: `${modalFadeIn} ${modalEnter}` },
  '&[data-state="closed"]': { animation: `${modalFadeOut} ${modalExit}` },
};

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    // A strip of the page stays visible so it is clear the menu sits over it.
    width: `min(calc(100% - ${vars.size.touchTarget}), calc(${vars.space.xxlarge} * 10))`,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceOverlay,
    color: vars.color.textPrimary,
    boxShadow: vars.shadow.large,
    outline: 'none',
    // Horizontal touch moves reach the swipe handlers; vertical ones still scroll the page.
    touchAction: 'pan-y',
    transform: `translateX(${fallbackVar(swipeOffsetVar, '0')})`,
    // Springs back when a swipe is released short of the threshold.
    transition: `transform ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
    selectors: {
      // A mouse drag would otherwise select text, and a selection left behind turns the next
      // drag into a native drag-and-drop that cancels the pointer.
      '&[data-swipe="pressed"], &[data-swipe="swiping"]': { userSelect: 'none' },
      '&[data-swipe="swiping"]': { transition: 'none' },
    },
    '@media': {
      [reducedMotion]: { transition: 'none' },
    },
  },
  variants: {
    side: {
      right: {
        right: 0,
        selectors: {
          '&[data-state="open"]': { animation: `${slideInRight} ${modalEnter}` },
          '&[data-state="closed"]': { animation: `${slideOutRight} ${modalExit}` },
        },
        '@media': { [reducedMotion]: { selectors: fadeStates } },
      },
      left: {
        left: 0,
        selectors: {
          '&[data-state="open"]': { animation: `${slideInLeft} ${modalEnter}` },
          '&[data-state="closed"]': { animation: `${slideOutLeft} ${modalExit}` },
        },
        '@media': { [reducedMotion]: { selectors: fadeStates } },
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  paddingRight: vars.space.small,
  paddingLeft: vars.space.large,
  paddingBottom: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const titleBox = style({
  flex: 1,
  minWidth: 0,
  // Lines the first line of the title up with the middle of the 44 px close button.
  paddingTop: vars.space.small,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.large,
  overflowWrap: 'anywhere',
});
