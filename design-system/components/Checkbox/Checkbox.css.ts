import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { controlLabel } from '../private/controlLabel.css.ts';
import { focusRingSelectors } from '../private/focusRing.css.ts';

const boxSize = `calc(${vars.size.iconStandard} + ${vars.space.xsmall})`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.family,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

/**
 * A 44 × 44 hit area around a smaller box; pulled back by the difference so the box lines up
 * with the edge of the fields above and below.
 */
export const control = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  marginInlineStart: `calc((${boxSize} - ${vars.size.touchTarget}) / 2)`,
});

/** The native checkbox stays (focus, forms, keyboard, screen readers) but paints nothing. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  width: boxSize,
  height: boxSize,
  borderWidth: vars.borderWidth.strong,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onBrand,
  pointerEvents: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${input}:focus-visible + &`]: focusRingSelectors['&:focus-visible'],
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.brand },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[data-invalid]': { borderColor: vars.color.negative },
    '&[data-disabled]': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textSecondary,
    },
    '&[data-disabled][data-state="checked"], &[data-disabled][data-state="indeterminate"]': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceSunken,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** Vertically centred on the 44 px control for one line; wraps from the top for more. */
export const label = style([
  controlLabel,
  {
    paddingBlock: `calc((${vars.size.touchTarget} - ${vars.fontSize.standard} * ${vars.lineHeight.standard}) / 2)`,
  },
]);

/** Hint and error sit under the label text, not under the box. */
export const message = style({
  paddingInlineStart: `calc(${boxSize} + (${vars.size.touchTarget} - ${boxSize}) / 2 + ${vars.space.xsmall})`,
});
