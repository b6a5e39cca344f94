import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/**
 * The launcher's area: it keeps the height of the game it is about to hold (a demo slot is about
 * seven touch targets tall), so the page does not jump when the game renders into it.
 */
export const gameArea = style({
  minHeight: `calc(${vars.size.touchTarget} * 7)`,
  width: '100%',
});
