import { style } from '@vanilla-extract/css';

/** The legend sits in the fieldset's flow, not on its border (the design system's fieldsets have none). */
export const legend = style({ padding: 0, float: 'left', inlineSize: '100%' });
