import type { ReactNode } from 'react';
import type { Space } from '../../sprinkles/sprinkles.css.ts';
import { Box, type BoxElement } from '../Box/Box.tsx';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = {
  stretch: 'stretch',
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const;

export interface StackProps {
  children: ReactNode;
  /** Space between children, from the space scale. @default 'medium' */
  space?: Space;
  /** Horizontal alignment of the children. @default 'stretch' */
  align?: StackAlign;
  /** @default 'div' */
  as?: BoxElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  role?: string;
}

/** Children one above the other with even space: the default vertical rhythm of a phone screen. */
export function Stack({
  children,
  space = 'medium',
  align = 'stretch',
  as = 'div',
  ...rest
}: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      {...rest}
    >
      {children}
    </Box>
  );
}
