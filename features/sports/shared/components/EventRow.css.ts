import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

export const row = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const teams = style({ minWidth: 0 });

const columns = (count: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${String(count)}, minmax(0, 1fr))`,
  gap: vars.space.xsmall,
});

export const oddsGrid = styleVariants({ two: columns(2), three: columns(3) });

/** Handicap and total: two prices with the line size between them (spec, line screen). */
export const sizeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 4rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
});
