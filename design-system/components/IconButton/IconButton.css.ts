import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

export const iconButtonVariants = ['ghost', 'solid', 'outline'] as const;
export const iconButtonSizes = ['small', 'standard', 'large'] as const;

/**
 * The hit area: never below the touch target, whatever the visible size. It stays transparent so
 * a small icon button can sit in a dense header without looking oversized.
 */
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.standard,
  backgroundColor: 'transparent',
  color: vars.color.textPrimary,
  cursor: 'pointer',
  textDecoration: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // The ring is drawn around the visible surface instead (below), so it hugs what people see.
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

const onRoot = (state: string) => `${iconButton}${state} > &`;

export const surface = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.standard,
    borderWidth: vars.borderWidth.strong,
    borderStyle: 'solid',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      [onRoot(':focus-visible')]: focusRingSelectors['&:focus-visible'],
      [onRoot(':disabled')]: { opacity: 0.5 },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        selectors: {
          [onRoot(':hover:not(:disabled)')]: { backgroundColor: vars.color.surfaceSunken },
          [onRoot('[aria-pressed="true"]')]: {
            backgroundColor: vars.color.surfaceSunken,
            color: vars.color.brand,
          },
        },
      },
      solid: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          [onRoot(':hover:not(:disabled)')]: {
            backgroundColor: vars.color.brandHover,
            borderColor: vars.color.brandHover,
          },
          // A darker fill alone is a weak cue, so the pressed state also gets an inner ring.
          [onRoot('[aria-pressed="true"]')]: {
            backgroundColor: vars.color.brandHover,
            borderColor: vars.color.brandHover,
            boxShadow: `inset 0 0 0 ${vars.borderWidth.strong} ${vars.color.onBrand}`,
          },
        },
      },
      outline: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        selectors: {
          [onRoot(':hover:not(:disabled)')]: { backgroundColor: vars.color.surfacePage },
          [onRoot('[aria-pressed="true"]')]: {
            backgroundColor: vars.color.brand,
            color: vars.color.onBrand,
          },
        },
      },
    },
    size: {
      small: {
        width: `calc(${vars.size.touchTarget} - ${vars.space.medium})`,
        height: `calc(${vars.size.touchTarget} - ${vars.space.medium})`,
      },
      standard: {
        width: `calc(${vars.size.touchTarget} - ${vars.space.xsmall})`,
        height: `calc(${vars.size.touchTarget} - ${vars.space.xsmall})`,
      },
      large: {
        width: `calc(${vars.size.touchTarget} + ${vars.space.xsmall})`,
        height: `calc(${vars.size.touchTarget} + ${vars.space.xsmall})`,
      },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'standard' },
});
