import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  backgroundColor: vars.color.surfacePage,
  color: vars.color.textPrimary,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
});
