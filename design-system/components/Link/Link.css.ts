import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const linkTones = ['link', 'secondary', 'inherit'] as const;
export const linkWeights = ['regular', 'medium', 'strong'] as const;
export const linkUnderlines = ['hover', 'always'] as const;

export const link = recipe({
  base: {
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    textDecorationLine: 'none',
    textDecorationThickness: vars.borderWidth.standard,
    textUnderlineOffset: '0.2em',
    // Long URLs and unbroken words wrap instead of widening a phone screen.
    overflowWrap: 'anywhere',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      ...focusRingSelectors,
      '&:hover, &:focus-visible': {
        textDecorationLine: 'underline',
        textDecorationThickness: vars.borderWidth.strong,
      },
    },
  },
  variants: {
    tone: {
      link: { color: vars.color.textLink },
      secondary: { color: vars.color.textSecondary },
      // Same colour as the text around it, so the underline is the only cue and always shows.
      inherit: { color: 'inherit', textDecorationLine: 'underline' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    underline: {
      hover: {},
      always: { textDecorationLine: 'underline' },
    },
  },
  defaultVariants: { tone: 'link', underline: 'hover' },
});
