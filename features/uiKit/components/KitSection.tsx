import type { ReactNode } from 'react';
import { Heading, Stack } from '../../../design-system/index.ts';

export interface KitSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One group of primitives under its heading. */
export function KitSection({ id, title, children }: KitSectionProps) {
  const headingId = `ui-kit-${id}`;
  return (
    <Stack as="section" space="medium" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
