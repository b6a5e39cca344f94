import type { ReactNode } from 'react';
import { Box } from '../../../../design-system/index.ts';

/** The page margins every sports screen sits in (the shell's main area has none of its own). */
export function SportsPage({ children }: { children: ReactNode }) {
  return (
    <Box paddingX="gutter" paddingY="large">
      {children}
    </Box>
  );
}
