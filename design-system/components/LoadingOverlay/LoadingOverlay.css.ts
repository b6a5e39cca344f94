import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const container = style({
  position: 'relative',
});

export const overlay = recipe({
  base: {
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    // The content stays faintly visible underneath: the screen is busy, not gone.
    backgroundColor: `color-mix(in srgb, ${vars.color.surfacePage} 80%, transparent)`,
    color: vars.color.brand,
    borderRadius: 'inherit',
    opacity: 1,
    // Specs: after the 400 ms hold the overlay fades out over 0.35 s. A fade is no movement,
    // so it stays under reduced motion.
    transition: `opacity ${vars.motion.durationSpinnerFade} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-state="fading"]': { opacity: 0 },
    },
  },
  variants: {
    fullScreen: {
      true: { position: 'fixed' },
      false: { position: 'absolute' },
    },
  },
  defaultVariants: { fullScreen: false },
});
