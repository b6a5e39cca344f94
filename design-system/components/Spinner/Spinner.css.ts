import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';

export const spinnerSizes = ['small', 'standard', 'large'] as const;

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    animation: `${rotate} 0.8s linear infinite`,
    '@media': {
      // Still a sign of activity, without the spinning.
      '(prefers-reduced-motion: reduce)': { animation: `${pulse} 2s ease-in-out infinite` },
    },
  },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      standard: { width: vars.size.iconLarge, height: vars.size.iconLarge },
      large: {
        width: `calc(${vars.size.iconLarge} * 2)`,
        height: `calc(${vars.size.iconLarge} * 2)`,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const track = style({ stroke: 'currentColor', opacity: 0.25 });
export const arc = style({ stroke: 'currentColor' });
