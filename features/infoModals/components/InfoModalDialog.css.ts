import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/** The promo artwork (600 × 300) keeps its shape, so the dialog does not grow as it loads. */
export const artwork = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
});
