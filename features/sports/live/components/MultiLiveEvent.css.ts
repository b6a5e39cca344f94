import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/**
 * The event's name, a link to its page, is a whole touch target tall: a heading's line alone is
 * about 26 px, under the 44 px a finger needs, with nothing else in the card going there.
 */
export const titleTarget = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});
