import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textPrimary,
});

export const current = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 72,
  maxWidth: 320,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
});

export const image = style({
  maxWidth: '100%',
  maxHeight: 64,
});

/** The native input stays in the page (focus, forms, the control id) but its browser-language text does not show. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
});

/** The button that opens the file dialog: a label of the hidden input, in the studio's words. */
export const pick = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  color: vars.color.textPrimary,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    [`${input}:disabled + &`]: { opacity: 0.6, cursor: 'progress' },
  },
});

export const picker = style({ position: 'relative', display: 'flex' });

export const progress = style({
  width: '100%',
  maxWidth: 320,
  accentColor: vars.color.brand,
});
