import { style } from '@vanilla-extract/css';

/** The invisible line after the last tile that asks for the next twelve. */
export const sentinel = style({
  blockSize: '1px',
});
