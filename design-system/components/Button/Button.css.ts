import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const buttonVariants = ['solid', 'outline', 'ghost', 'critical'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

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
    borderWidth: vars.borderWidth.strong,
    borderStyle: 'solid',
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.standard,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      ...focusRingSelectors,
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.5,
      },
      '&[data-loading]': { cursor: 'progress', opacity: 1 },
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
      ghost: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.color.textLink,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
          '&[aria-pressed="true"]': { backgroundColor: vars.color.surfaceSunken },
        },
      },
      critical: {
        backgroundColor: vars.color.negative,
        borderColor: vars.color.negative,
        color: vars.color.onNegative,
      },
    },
    size: {
      small: {
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
      },
      standard: {},
      large: {
        minHeight: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large,
      },
    },
  },
  defaultVariants: { variant: 'solid', size: 'standard' },
});

export const fullWidth = style({ width: '100%' });

export const label = style({
  overflowWrap: 'anywhere',
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;
