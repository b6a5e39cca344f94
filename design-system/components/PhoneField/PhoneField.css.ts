import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

export const row = style({
  display: 'flex',
  gap: vars.space.small,
  minWidth: 0,
});

/** One width for every country, so the number does not jump sideways when the country changes. */
export const countryControl = style({
  flexShrink: 0,
  minWidth: `calc(${vars.size.touchTarget} * 2 + ${vars.space.small})`,
});

/** What the closed country picker shows: region and calling code, short enough for a phone. */
export const countryDisplay = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.small,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const countryChevron = style({
  display: 'flex',
  color: vars.color.textSecondary,
});

/**
 * The native select lies invisibly over the display: a tap opens the phone's own country list,
 * while the closed state stays compact. 16 px so iOS does not zoom on focus.
 */
export const countrySelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  opacity: 0,
  appearance: 'none',
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '[data-theme="dark"] &': { colorScheme: 'dark' },
  },
});

export const numberControl = style({
  flex: 1,
});

export const numberInput = style({
  fontVariantNumeric: 'tabular-nums',
});
