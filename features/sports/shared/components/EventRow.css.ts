import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/**
 * Two lines of head beside the team names (when, then the "+N bets" link: auto-placed into the
 * free cell under the time), then the prices across the row. The link has no line of its own, so
 * an event takes less height and a phone's first screens hold more events.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateRows: 'auto auto',
  alignItems: 'center',
  justifyItems: 'end',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  // A long page costs only the rows on screen: the browser skips the style, layout and paint of
  // the others (they stay in the accessibility tree and find-in-page), so adding rows below the
  // fold lays out nothing. Until a row was laid out once it counts as a typical line row's height
  // (three lines of prices).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 12rem',
});

export const teams = style({
  gridColumn: 1,
  gridRow: '1 / span 2',
  justifySelf: 'stretch',
  minWidth: 0,
});

export const when = style({ gridColumn: 2, gridRow: 1 });

export const star = style({ gridColumn: 3, gridRow: '1 / span 2' });

/** The rows of prices sit as close above one another as the prices of a row side by side. */
export const prices = style({
  gridColumn: '1 / -1',
  justifySelf: 'stretch',
  display: 'grid',
  gap: vars.space.xsmall,
});

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
