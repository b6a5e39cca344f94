import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/** A swatch painted with one colour role of the active theme (brand overrides included). */
export const swatchBase = style({
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
});

export const swatch = styleVariants(vars.color, (value) => [swatchBase, { background: value }]);
