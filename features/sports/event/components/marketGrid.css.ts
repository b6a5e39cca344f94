import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/*
 * The odds grids of a market group: equal columns (the spec's column layouts and rows of up to
 * 3), and the line rows of handicap and total with the size between the two prices.
 */

const columns = (count: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${String(count)}, minmax(0, 1fr))`,
  gap: vars.space.xsmall,
});

export const oddsRow = styleVariants({ 1: columns(1), 2: columns(2), 3: columns(3) });

export const lineRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 4rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
});
