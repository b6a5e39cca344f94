import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const oddsButtonLayouts = ['stacked', 'inline', 'priceOnly'] as const;

export const oddsButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    width: '100%',
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    margin: 0,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.textPrimary,
    fontFamily: vars.font.family,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      ...focusRingSelectors,
      '&:hover:not([aria-disabled="true"]):not([aria-pressed="true"])': {
        backgroundColor: vars.color.surfaceSunken,
      },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      '&[data-trend="up"]': { borderColor: vars.color.oddsIncreased },
      '&[data-trend="down"]': { borderColor: vars.color.oddsReduced },
      '&[aria-disabled="true"]': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.surfaceSunken,
        color: vars.color.textSecondary,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    layout: {
      stacked: { flexDirection: 'column', justifyContent: 'center' },
      inline: { flexDirection: 'row', justifyContent: 'space-between', textAlign: 'start' },
      priceOnly: { flexDirection: 'row', justifyContent: 'center' },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const label = style({
  minWidth: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  color: vars.color.textSecondary,
  selectors: {
    '[aria-pressed="true"] > &': { color: vars.color.onBrand },
    '[aria-disabled="true"] > &': { color: vars.color.textSecondary },
  },
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // On the selected (brand) surface the odds colours lack contrast: the border and the arrow
    // carry the change there.
    '[data-trend="up"]:not([aria-pressed="true"]) > &': { color: vars.color.oddsIncreased },
    '[data-trend="down"]:not([aria-pressed="true"]) > &': { color: vars.color.oddsReduced },
  },
});

// Two names for one motion: the button flips `data-flash` on every price change, and a new
// animation name restarts the animation, so a repeat rise moves again without remounting the arrow.
const nudge = {
  '0%': { transform: `translateY(${vars.space.xxsmall})`, opacity: 0 },
  '30%': { transform: 'translateY(0)', opacity: 1 },
};
const nudgeA = keyframes(nudge);
const nudgeB = keyframes(nudge);
const nudgeAnimation = (name: string) =>
  `${name} ${vars.motion.durationStandard} ${vars.motion.easingEnter}`;

/**
 * The trend arrow: always in the button, shown while `data-trend` is set. It is the up arrow,
 * turned over (`scale`, apart from the animation's `transform`) for a drop, so it rises into
 * place on a rise and drops into place on a drop.
 */
export const trendArrow = style({
  display: 'none',
  selectors: {
    '[data-trend] &': { display: 'inline-flex' },
    '[data-trend="down"] &': { scale: '1 -1' },
  },
  '@media': {
    // With reduced motion the arrow and colour still show for the whole flash; only the movement
    // goes. (Inside the query because `[data-flash] &` would outrank a plain `animation: none`.)
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '[data-flash="a"] &': { animation: nudgeAnimation(nudgeA) },
        '[data-flash="b"] &': { animation: nudgeAnimation(nudgeB) },
      },
    },
  },
});
