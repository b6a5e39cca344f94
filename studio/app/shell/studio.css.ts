import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../design-system/index.ts';

const wide = `screen and (min-width: ${breakpoints.desktop}px)`;

/** The page: a header and the screen, never wider than the window (a 390 px tablet split). */
export const page = style({
  minHeight: '100vh',
  maxWidth: '100%',
  overflowX: 'clip',
  background: vars.color.surfacePage,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const main = style({
  padding: vars.space.gutter,
  maxWidth: 1440,
  marginInline: 'auto',
});

/** The editor beside the preview on a laptop; above it on a tablet or a phone. */
export const editorLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(400px, 0.8fr)' } },
});

export const previewColumn = style({
  minWidth: 0,
  '@media': { [wide]: { position: 'sticky', top: vars.space.medium, alignSelf: 'start' } },
});

export const jsonEditor = style({
  width: '100%',
  minHeight: '60vh',
  boxSizing: 'border-box',
  padding: vars.space.small,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  lineHeight: 1.5,
  color: vars.color.textPrimary,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  resize: 'vertical',
  tabSize: 2,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-invalid="true"]': { borderColor: vars.color.negative },
  },
});

/** A table that scrolls inside itself on a narrow screen instead of widening the page. */
export const tableScroll = style({ maxWidth: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  color: vars.color.textPrimary,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

globalStyle(`${table} th`, { fontWeight: 600, color: vars.color.textSecondary });

/** A JSON value or pointer: code, broken anywhere so it never widens the page. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});

export const problemButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.textLink,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

globalStyle(`${table} thead th`, { whiteSpace: 'nowrap' });

/** Room between a tab row and its panel. */
export const tabPanel = style({ paddingTop: vars.space.medium });

export const problemList = style({ margin: 0, paddingInlineStart: '1.25em' });

/** An e-mail in a table: kept whole (the table scrolls inside itself on a narrow screen). */
export const nowrap = style({ whiteSpace: 'nowrap' });
