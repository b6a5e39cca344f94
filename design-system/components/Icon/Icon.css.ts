import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const iconSizes = ['small', 'standard', 'large'] as const;

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      standard: { width: vars.size.iconStandard, height: vars.size.iconStandard },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
