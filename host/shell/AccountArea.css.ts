import { style } from '@vanilla-extract/css';

/** About the width of the sign-in buttons, so the header keeps its shape while the check runs. */
export const accountPlaceholder = style({ width: '10rem' });
