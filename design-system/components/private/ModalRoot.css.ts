import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

export const modalFadeIn = keyframes({ from: { opacity: 0 } });
export const modalFadeOut = keyframes({ to: { opacity: 0 } });

/**
 * Timing shared by the modal overlays. Radix keeps a closing part mounted until its animation
 * ends (Presence); `forwards` holds the last frame so nothing flashes back before removal.
 */
export const modalEnter = `${vars.motion.durationStandard} ${vars.motion.easingEnter}`;
export const modalExit = `${vars.motion.durationFast} ${vars.motion.easingExit} forwards`;

/** The dimmed page behind a dialog or sheet; a press on it closes the overlay. */
export const modalBackdrop = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-state="open"]': { animation: `${modalFadeIn} ${modalEnter}` },
    '&[data-state="closed"]': { animation: `${modalFadeOut} ${modalExit}` },
  },
});
