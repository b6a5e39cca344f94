import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/**
 * The slip's controls in the shell's bottom bar: the one-click switch (while a player has it on)
 * and the slip button. They take the bar's free width, before the chat link; when both show and
 * do not fit one line on a narrow phone, the button moves under the switch rather than squeezing
 * either label.
 */
export const controls = style({
  display: 'flex',
  flex: '1 1 auto',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

/** The slip button takes what is left of the line, so the count reads at a glance. */
export const slipButton = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
});
