import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const textSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge', 'xxlarge'] as const;
export const textTones = [
  'primary',
  'secondary',
  'brand',
  'link',
  'positive',
  'negative',
  'warning',
  'info',
  'inverse',
  'onBrand',
  'oddsIncreased',
  'oddsReduced',
] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;
export const textAligns = ['left', 'center', 'right'] as const;

const toneColors = {
  primary: vars.color.textPrimary,
  secondary: vars.color.textSecondary,
  brand: vars.color.brand,
  link: vars.color.textLink,
  positive: vars.color.positive,
  negative: vars.color.negative,
  warning: vars.color.warning,
  info: vars.color.info,
  inverse: vars.color.textInverse,
  onBrand: vars.color.onBrand,
  oddsIncreased: vars.color.oddsIncreased,
  oddsReduced: vars.color.oddsReduced,
} satisfies Record<(typeof textTones)[number], string>;

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family,
    // Long team names and unbroken strings wrap instead of overflowing a phone screen.
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.standard },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard },
      standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.standard },
      xlarge: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.tight },
      xxlarge: { fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.tight },
    },
    tone: styleVariants(toneColors, (color) => ({ color })),
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    tabularNumbers: {
      true: { fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', tone: 'primary', weight: 'regular', tabularNumbers: false },
});

export const singleLine = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const clampLines = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
