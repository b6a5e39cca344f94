import type { ReactNode } from 'react';
import type { Space } from '../../sprinkles/sprinkles.css.ts';
import { Box, type BoxElement } from '../Box/Box.tsx';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignsY)[number];

const justifyContent = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export interface InlineProps {
  children: ReactNode;
  /** Space between children, both directions when wrapping. @default 'small' */
  space?: Space;
  /** @default 'left' */
  align?: InlineAlign;
  /** @default 'center' */
  alignY?: InlineAlignY;
  /** Keep everything on one line instead of wrapping. @default false */
  noWrap?: boolean;
  /** @default 'div' */
  as?: BoxElement;
  id?: string;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Children side by side, wrapping onto further lines on a narrow screen. */
export function Inline({
  children,
  space = 'small',
  align = 'left',
  alignY = 'center',
  noWrap = false,
  as = 'div',
  ...rest
}: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={justifyContent[align]}
      alignItems={alignItems[alignY]}
      {...rest}
    >
      {children}
    </Box>
  );
}
