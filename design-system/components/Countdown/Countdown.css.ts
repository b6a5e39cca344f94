import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const countdownVariants = ['inline', 'blocks'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    fontFamily: vars.font.family,
    color: 'inherit',
  },
  variants: {
    variant: {
      inline: {
        gap: vars.space.xsmall,
        fontSize: vars.fontSize.standard,
        lineHeight: vars.lineHeight.standard,
      },
      blocks: {
        gap: vars.space.small,
        alignItems: 'stretch',
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const unit = recipe({
  base: {
    display: 'inline-flex',
  },
  variants: {
    variant: {
      inline: {
        alignItems: 'baseline',
        gap: vars.space.xxsmall,
      },
      blocks: {
        flexDirection: 'column',
        alignItems: 'center',
        minWidth: vars.size.touchTarget,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.small,
        borderRadius: vars.radius.standard,
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textPrimary,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const amount = recipe({
  base: {
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    variant: {
      inline: {},
      blocks: {
        fontSize: vars.fontSize.xlarge,
        lineHeight: vars.lineHeight.tight,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const unitLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});
