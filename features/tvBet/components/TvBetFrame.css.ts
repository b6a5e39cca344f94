import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/index.ts';

/**
 * The frame spans the page's width with no border of its own. Until it reports its height it
 * fills most of a phone's screen; then it takes exactly the height it asks for (inline style).
 * The sunken surface marks its area while its page loads.
 */
export const frame = style({
  display: 'block',
  width: '100%',
  height: '75vh',
  border: 0,
  backgroundColor: vars.color.surfaceSunken,
});
