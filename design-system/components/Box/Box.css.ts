import { layer, style } from '@vanilla-extract/css';

/**
 * Element resets so a Box looks the same whatever tag it renders (flat-page HTML keeps its own).
 * They sit in a cascade layer: unlayered sprinkles always win, whatever the stylesheet order.
 */
const reset = layer('box-reset');

export const elementReset = {
  list: style({ '@layer': { [reset]: { margin: 0, padding: 0, listStyle: 'none' } } }),
  fieldset: style({ '@layer': { [reset]: { margin: 0, padding: 0, border: 0, minWidth: 0 } } }),
  block: style({ '@layer': { [reset]: { margin: 0 } } }),
};
