import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

// Sections sit on the border colour with a hairline gap: the separators need no extra elements
// and never double up when a section is open.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.borderWidth.standard,
  backgroundColor: vars.color.border,
});
