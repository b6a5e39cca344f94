import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const buttonVariants = ['solid', 'outline'] as const;
export const buttonSizes = ['standard', 'small'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    paddingInline: vars.space.large,
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.standard,
    borderWidth: 2,
    borderStyle: 'solid',
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeBody,
    fontWeight: vars.font.weightStrong,
    lineHeight: 1.25,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focusRing}`,
        outlineOffset: 2,
      },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.5,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      solid: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled), &[aria-pressed="true"]': {
            backgroundColor: vars.color.brandHover,
            borderColor: vars.color.brandHover,
          },
        },
      },
      outline: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfacePage },
          '&[aria-pressed="true"]': {
            backgroundColor: vars.color.brand,
            color: vars.color.onBrand,
          },
        },
      },
    },
    size: {
      standard: {},
      small: { paddingInline: vars.space.medium },
    },
  },
  defaultVariants: { variant: 'solid', size: 'standard' },
});

export const fullWidth = style({ width: '100%' });

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;
