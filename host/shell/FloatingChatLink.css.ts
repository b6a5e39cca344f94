import { style } from '@vanilla-extract/css';

/** The chat link's place in the shell's bottom bar: its far end, after the slip button if any. */
export const floating = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
});
