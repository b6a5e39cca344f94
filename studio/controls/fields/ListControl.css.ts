import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/tokens/contract.css.ts';

/** Where a pointer starts dragging an item; keyboards use the move buttons instead. */
export const handle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '44px',
  color: vars.color.textSecondary,
  cursor: 'grab',
  touchAction: 'none',
});
