import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/**
 * The shared event row with the multi-live toggle in a column of its own, so the toggle never
 * covers the row's prices. The column carries the row's bottom border, which then runs on.
 */
export const liveRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // A long live list costs only the rows on screen: the browser skips style, layout and paint of
  // the others (they stay in the accessibility tree and find-in-page). Until a row was laid out
  // once it counts as a typical row's height; then as its own last height.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 7rem',
});

export const multiLiveCell = style({
  display: 'flex',
  alignItems: 'flex-start',
  paddingTop: vars.space.xsmall,
  paddingRight: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
