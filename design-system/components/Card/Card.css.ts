import { styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const cardTones = ['raised', 'sunken', 'outline'] as const;

export const card = recipe({
  base: {
    display: 'block',
    boxSizing: 'border-box',
    margin: 0,
    minWidth: 0,
    borderRadius: vars.radius.large,
    // Every tone has the same border box, so switching tone never shifts the content.
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: 'transparent',
    color: vars.color.textPrimary,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    textAlign: 'start',
  },
  variants: {
    tone: {
      raised: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.small },
      sunken: { backgroundColor: vars.color.surfaceSunken },
      outline: { backgroundColor: 'transparent', borderColor: vars.color.border },
    },
    padding: styleVariants(vars.space, (space) => ({ padding: space })),
    interactive: {
      false: {},
      true: {
        width: '100%',
        cursor: 'pointer',
        textDecoration: 'none',
        WebkitTapHighlightColor: 'transparent',
        transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
        selectors: {
          ...focusRingSelectors,
          '&:hover': { borderColor: vars.color.borderStrong },
        },
        '@media': {
          '(prefers-reduced-motion: reduce)': { transition: 'none' },
        },
      },
    },
  },
  defaultVariants: { tone: 'raised', padding: 'large', interactive: false },
});
