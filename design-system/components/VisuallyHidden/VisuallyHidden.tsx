import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
  /** @default 'span' */
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p';
}

/** Text for screen readers only, e.g. the word "increased" beside an odds arrow. */
export function VisuallyHidden({ as: Element = 'span', ...rest }: VisuallyHiddenProps) {
  return <Element className={visuallyHidden} {...rest} />;
}
