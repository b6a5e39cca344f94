import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

export const flag = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  // 4:3, the common shape of flag artwork, at the small icon height.
  height: vars.size.iconSmall,
  width: `calc(${vars.size.iconSmall} * 4 / 3)`,
  objectFit: 'cover',
  borderRadius: `calc(${vars.radius.small} / 2)`,
  // A hairline so white flags (Japan, England) keep an edge on a white surface.
  boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.border}`,
});
