import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const odometerSizes = ['standard', 'large', 'xlarge', 'xxlarge'] as const;
export const odometerVariants = ['plain', 'reels'] as const;
export const odometerDigitWidths = [6, 7] as const;

const lineHeight = vars.lineHeight.tight;

export const root = recipe({
  base: {
    display: 'inline-flex',
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.strong,
    lineHeight,
    fontVariantNumeric: 'tabular-nums',
    color: 'inherit',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
      xlarge: { fontSize: vars.fontSize.xlarge },
      xxlarge: { fontSize: vars.fontSize.xxlarge },
    },
    variant: {
      plain: {},
      reels: { gap: vars.space.xxsmall },
    },
  },
  defaultVariants: { size: 'xlarge', variant: 'plain' },
});

export const columns = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: 'inherit',
  // The digit strips hold every numeral; selecting or copying them would paste "0123456789".
  userSelect: 'none',
});

export const column = recipe({
  base: {
    display: 'inline-block',
    height: `calc(1em * ${lineHeight})`,
    overflow: 'hidden',
    textAlign: 'center',
  },
  variants: {
    variant: {
      plain: {},
      reels: {
        paddingInline: vars.space.xxsmall,
        borderRadius: vars.radius.small,
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textPrimary,
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  transition: `transform calc(${vars.motion.durationStandard} * 4) ${vars.motion.easingStandard}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** One class per digit: the strip of ten numerals moves up a tenth of its height per step. */
export const stripAt = styleVariants(
  Object.fromEntries(Array.from({ length: 10 }, (_, digit) => [digit, digit])) as Record<
    `${number}`,
    number
  >,
  (digit) => ({ transform: `translateY(${digit * -10}%)` }),
);

export const numeral = style({
  display: 'block',
  height: `calc(1em * ${lineHeight})`,
});

export const staticChar = recipe({
  base: {
    display: 'inline-block',
    whiteSpace: 'pre',
  },
  variants: {
    variant: {
      plain: {},
      reels: { paddingInline: vars.space.xxsmall },
    },
  },
  defaultVariants: { variant: 'plain' },
});
