import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

/** The bottom bar's padding above and below its touch-target-tall controls. */
const dockPadding = vars.space.small;

/**
 * The bottom bar: the features' pinned controls (the bet slip button) and the chat link, in one
 * bar across the width at the foot of the screen. Floating on their own, the two round buttons sat
 * over whatever reached the corners (a row's last odds, a game's favourite star) on every page;
 * a bar is part of the frame, and the page scrolls its last rows clear of it (`floatingClearance`).
 * Nothing to show (no slip, no chat, as on the payment pages without a slip): no bar.
 */
export const dock = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.gutter,
  paddingBlock: dockPadding,
  paddingBlockEnd: `calc(${dockPadding} + env(safe-area-inset-bottom, 0px))`,
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  selectors: { '&:empty': { display: 'none' } },
});

/**
 * Room under the page for the bottom bar: without it the bar would sit over the last row of every
 * page, which could then never be scrolled into the open.
 */
export const floatingClearance = style({
  blockSize: `calc(${vars.size.touchTarget} + ${dockPadding} * 2 + ${vars.borderWidth.standard} + env(safe-area-inset-bottom, 0px))`,
});

/**
 * The page takes at least the screen's height, so the footer starts below the first screen: a
 * page whose content is still on its way would otherwise show the footer under the header, then
 * push it away (a layout shift the player sees), and a short page keeps its footer at the foot.
 */
export const page = style({
  minBlockSize: '100vh',
  '@supports': { '(min-block-size: 100dvh)': { minBlockSize: '100dvh' } },
});
