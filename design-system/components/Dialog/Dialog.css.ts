import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { modalEnter, modalExit, modalFadeIn, modalFadeOut } from '../private/ModalRoot.css.ts';

const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.large}) scale(0.98)` },
});
const sinkOut = keyframes({
  to: { opacity: 0, transform: `translateY(${vars.space.small}) scale(0.98)` },
});

export const content = style({
  position: 'fixed',
  // Centred by auto margins rather than a transform, which the enter animation needs.
  inset: 0,
  margin: 'auto',
  width: `calc(100% - ${vars.space.gutter} * 2)`,
  maxWidth: `calc(${vars.space.xxlarge} * 15)`,
  height: 'fit-content',
  // On a small phone a long dialog scrolls inside itself; header and footer stay in view.
  maxHeight: `calc(100dvh - ${vars.space.gutter} * 2)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceOverlay,
  color: vars.color.textPrimary,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  // Focus lands on the first control inside; the frame itself only holds it as a fallback.
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${riseIn} ${modalEnter}` },
    '&[data-state="closed"]': { animation: `${sinkOut} ${modalExit}` },
  },
  '@media': {
    // State changes stay visible, without movement.
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"]': { animation: `${modalFadeIn} ${modalEnter}` },
        '&[data-state="closed"]': { animation: `${modalFadeOut} ${modalExit}` },
      },
    },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  paddingRight: vars.space.small,
  paddingLeft: vars.space.large,
  backgroundColor: vars.color.surfaceOverlay,
});

export const titleBox = style({
  flex: 1,
  minWidth: 0,
  // Lines the first line of the title up with the middle of the 44 px close button.
  paddingTop: vars.space.small,
  paddingBottom: vars.space.xsmall,
});

export const description = style({
  paddingInline: vars.space.large,
});

export const body = style({
  flex: '1 0 auto',
  padding: vars.space.large,
  overflowWrap: 'anywhere',
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surfaceOverlay,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
