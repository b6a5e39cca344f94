import { style } from '@vanilla-extract/css';

/** Element resets so a Box looks the same whatever tag it renders (flat-page HTML keeps its own). */
export const elementReset = {
  list: style({ margin: 0, padding: 0, listStyle: 'none' }),
  fieldset: style({ margin: 0, padding: 0, border: 0, minWidth: 0 }),
  block: style({ margin: 0 }),
};
