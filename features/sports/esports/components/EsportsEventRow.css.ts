import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

export const row = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** Teams on the left, the start and the extra bets on the right. */
export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.small,
});

const columns = (count: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${String(count)}, minmax(0, 1fr))`,
  gap: vars.space.xsmall,
});

/** One to three odds sharing the row's width. */
export const oddsGrid = styleVariants({ 1: columns(1), 2: columns(2), 3: columns(3) });
