import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const tabsVariants = ['underline', 'pill'] as const;

// Inside a scrolling list an outside ring would be clipped, so the ring sits inside the tab.
const insetFocusRing = {
  '&:focus-visible': {
    ...focusRingSelectors['&:focus-visible'],
    outlineOffset: `calc(${vars.borderWidth.focusRing} * -1)`,
  },
};

export const list = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    // A sport menu has more tabs than a phone is wide: the row scrolls sideways, never wraps.
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    scrollBehavior: 'smooth',
    WebkitOverflowScrolling: 'touch',
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
    '@media': {
      '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    },
  },
  variants: {
    variant: {
      underline: {
        boxShadow: `inset 0 calc(${vars.borderWidth.standard} * -1) 0 ${vars.color.border}`,
      },
      pill: {
        gap: vars.space.xsmall,
        paddingBlock: vars.space.xxsmall,
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    paddingInline: vars.space.medium,
    margin: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: vars.color.textSecondary,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.standard,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      ...insetFocusRing,
      '&:hover:not([data-disabled])': { color: vars.color.textPrimary },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      underline: {
        selectors: {
          '&[data-state="active"]': {
            color: vars.color.brand,
            fontWeight: vars.fontWeight.strong,
            boxShadow: `inset 0 calc(${vars.borderWidth.strong} * -1) 0 ${vars.color.brand}`,
          },
        },
      },
      pill: {
        borderRadius: vars.radius.pill,
        selectors: {
          '&[data-state="active"]': {
            backgroundColor: vars.color.brand,
            color: vars.color.onBrand,
            fontWeight: vars.fontWeight.strong,
          },
          '&[data-state="active"]:hover': { color: vars.color.onBrand },
        },
      },
    },
    fullWidth: {
      // Share the row when there is room; past that the row still scrolls.
      true: { flexGrow: 1, flexBasis: 0 },
      false: {},
    },
  },
  defaultVariants: { variant: 'underline', fullWidth: false },
});

export const content = style({
  selectors: {
    ...focusRingSelectors,
  },
});
