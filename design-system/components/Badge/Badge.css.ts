import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const badgeTones = ['brand', 'positive', 'negative', 'warning', 'info', 'neutral'] as const;
export const badgeEmphases = ['strong', 'soft'] as const;

type BadgeTone = (typeof badgeTones)[number];

/**
 * Each pair is one the theme's contrast check guarantees (AA): a tone with its "on" colour, or
 * primary text on a soft surface. Soft badges carry their tone in the background and an inner
 * border, never in the text colour, so small text stays readable on every brand.
 */
const strong = {
  brand: { background: vars.color.brand, text: vars.color.onBrand },
  positive: { background: vars.color.positive, text: vars.color.onPositive },
  negative: { background: vars.color.negative, text: vars.color.onNegative },
  warning: { background: vars.color.warning, text: vars.color.onWarning },
  info: { background: vars.color.info, text: vars.color.onInfo },
  // Secondary text on a raised surface is a checked pair; swapped, it is just as legible.
  neutral: { background: vars.color.textSecondary, text: vars.color.surfaceRaised },
} satisfies Record<BadgeTone, { background: string; text: string }>;

const soft = {
  brand: { background: vars.color.surfaceSunken, edge: vars.color.brand },
  positive: { background: vars.color.positiveSoft, edge: vars.color.positive },
  negative: { background: vars.color.negativeSoft, edge: vars.color.negative },
  warning: { background: vars.color.warningSoft, edge: vars.color.warning },
  info: { background: vars.color.infoSoft, edge: vars.color.info },
  neutral: { background: vars.color.surfaceSunken, edge: vars.color.borderStrong },
} satisfies Record<BadgeTone, { background: string; edge: string }>;

const lineBox = `calc(${vars.fontSize.xsmall} * ${vars.lineHeight.standard})`;

export const badge = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    // A single digit makes a circle, longer content a pill.
    minWidth: `calc(${lineBox} + 2 * ${vars.space.xxsmall})`,
    maxWidth: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.standard,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    // A badge is a one-line pill; a long label ends in an ellipsis (the full text stays readable
    // by screen readers).
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: { brand: {}, positive: {}, negative: {}, warning: {}, info: {}, neutral: {} },
    emphasis: { strong: {}, soft: { color: vars.color.textPrimary } },
  },
  compoundVariants: badgeTones.flatMap((tone) => [
    {
      variants: { tone, emphasis: 'strong' as const },
      style: { backgroundColor: strong[tone].background, color: strong[tone].text },
    },
    {
      variants: { tone, emphasis: 'soft' as const },
      style: {
        backgroundColor: soft[tone].background,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${soft[tone].edge}`,
      },
    },
  ]),
  defaultVariants: { tone: 'brand', emphasis: 'strong' },
});
