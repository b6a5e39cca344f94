import { style } from '@vanilla-extract/css';

/**
 * The slip button's place in the shell's bottom bar: it takes the bar's free width, so the count
 * reads at a glance and the whole bar end is one target, with the chat link beside it.
 */
export const floating = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
});
