import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/index.ts';

/*
 * Operator HTML cannot be composed from primitives, so its elements get the primitives' look here:
 * the type scale, text colours and spacing of Heading, Text and Link, from tokens only.
 */
export const prose = style({
  color: vars.color.textPrimary,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.medium });
globalStyle(`${prose} :is(h2, h3, h4, h5, h6)`, {
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  // An anchored heading clears the sticky header when the page scrolls to it.
  scrollMarginTop: `calc(${vars.size.touchTarget} * 2)`,
});
globalStyle(`${prose} > :is(h2, h3, h4, h5, h6):not(:first-child)`, {
  marginTop: vars.space.xlarge,
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xlarge });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.large });
globalStyle(`${prose} :is(h4, h5, h6)`, { fontSize: vars.fontSize.standard });
globalStyle(`${prose} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${prose} ul`, { listStyleType: 'disc' });
globalStyle(`${prose} ol`, { listStyleType: 'decimal' });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xsmall });
globalStyle(`${prose} :is(strong, b)`, { fontWeight: vars.fontWeight.strong });
globalStyle(`${prose} :is(em, i)`, { fontStyle: 'italic' });
globalStyle(`${prose} small`, { fontSize: vars.fontSize.small, color: vars.color.textSecondary });
globalStyle(`${prose} blockquote`, {
  borderLeft: `${vars.borderWidth.strong} solid ${vars.color.border}`,
  paddingLeft: vars.space.medium,
  color: vars.color.textSecondary,
});
globalStyle(`${prose} hr`, {
  border: 'none',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${prose} :is(th, td)`, {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  padding: vars.space.xsmall,
  textAlign: 'left',
});
// Links in running text are underlined: colour alone must not be the only cue (WCAG 1.4.1).
globalStyle(`${prose} a`, {
  color: vars.color.textLink,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.standard,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
});
globalStyle(`${prose} a:hover`, { textDecorationThickness: vars.borderWidth.strong });
globalStyle(`${prose} a:focus-visible`, {
  outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.focusRing,
});
