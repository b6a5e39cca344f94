import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/** The platform's thumbnails are 4:3 (320 × 240); the box holds that shape before they load. */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

export const opener = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}`,
    outlineOffset: '-2px',
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const name = style({
  display: 'block',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  minWidth: 0,
});

export const star = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const placeholder = style({
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
});
