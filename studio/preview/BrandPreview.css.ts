import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const frames = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  alignItems: 'flex-start',
});

export const device = style({
  position: 'relative',
  flex: 'none',
  // The width given is the app's: the border goes outside it.
  boxSizing: 'content-box',
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  // A phone's screen: the frame is exactly the width the app lays out for.
  height: 720,
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}` },
  },
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  background: vars.color.surfaceRaised,
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.medium,
  maxWidth: 960,
});
