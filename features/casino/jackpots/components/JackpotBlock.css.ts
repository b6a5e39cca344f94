import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/*
 * A jackpot card keeps one height whether it shows a skeleton or its amount, so the casino page
 * under the block never jumps when the jackpots arrive: the row is taller than either content.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.touchTarget} minmax(0, 1fr)`,
  alignItems: 'center',
  columnGap: vars.space.medium,
  minHeight: `calc(${vars.size.touchTarget} * 2 - ${vars.space.small})`,
});

/** The platform's coin pictures are square; the box is sized before they load. */
export const coin = style({
  display: 'block',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const prize = style({
  display: 'block',
  width: `calc(${vars.size.touchTarget} * 2)`,
  height: `calc(${vars.size.touchTarget} * 2)`,
  borderRadius: '50%',
  objectFit: 'cover',
});
