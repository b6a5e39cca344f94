import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/*
 * The frame area fills a phone's screen below the header, the page heading and the section
 * links (about 11rem together); a short landscape screen still gets a usable frame.
 */
const frameHeight = {
  height: ['calc(100vh - 11rem)', 'calc(100dvh - 11rem)'],
  minHeight: '24rem',
};

export const frame = style({
  ...frameHeight,
  display: 'block',
  width: '100%',
  border: 'none',
  backgroundColor: vars.color.surfaceSunken,
});

/** Holds the page's shape while the token is requested, under the loading overlay. */
export const placeholder = style({
  ...frameHeight,
  backgroundColor: vars.color.surfaceSunken,
});
