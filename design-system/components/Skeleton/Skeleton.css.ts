import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export const skeletonWidths = ['full', 'large', 'medium', 'small'] as const;
export const skeletonSizes = ['small', 'standard', 'large'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

/** Text lines stacked with the gap of running text. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    // The border role is visible on the page and on raised surfaces, in light and dark themes.
    backgroundColor: vars.color.border,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surfaceSunken} 50%, transparent 100%)`,
    backgroundSize: '50% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.4s ${vars.motion.easingStandard} infinite`,
    '@media': {
      // The shape alone says "loading"; the sweep is movement, so it goes.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: {
        height: vars.fontSize.standard,
        borderRadius: vars.radius.small,
        selectors: {
          // A paragraph's last line is shorter; it looks like text, not a table.
          [`${lines} > &:last-child:not(:only-child)`]: { width: '60%' },
        },
      },
      rect: { borderRadius: vars.radius.standard },
      circle: { borderRadius: '50%' },
    },
    width: {
      full: { width: '100%' },
      large: { width: '75%' },
      medium: { width: '50%' },
      small: { width: '25%' },
    },
    // Heights and diameters depend on the shape: see the compound variants.
    size: {
      small: {},
      standard: {},
      large: {},
    },
  },
  compoundVariants: [
    { variants: { shape: 'rect', size: 'small' }, style: { height: vars.size.touchTarget } },
    {
      variants: { shape: 'rect', size: 'standard' },
      style: { height: `calc(${vars.size.touchTarget} * 2)` },
    },
    {
      variants: { shape: 'rect', size: 'large' },
      style: { height: `calc(${vars.size.touchTarget} * 4)` },
    },
    {
      variants: { shape: 'circle', size: 'small' },
      style: { width: vars.size.iconLarge, height: vars.size.iconLarge },
    },
    {
      variants: { shape: 'circle', size: 'standard' },
      style: { width: vars.size.touchTarget, height: vars.size.touchTarget },
    },
    {
      variants: { shape: 'circle', size: 'large' },
      style: {
        width: `calc(${vars.size.touchTarget} * 2)`,
        height: `calc(${vars.size.touchTarget} * 2)`,
      },
    },
  ],
});
