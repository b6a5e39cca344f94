import type { ReactNode } from 'react';
import { list } from './ListRow.css.ts';

export interface ListProps {
  /** `ListRow`s. */
  children: ReactNode;
  /** A hairline between rows. @default true */
  dividers?: boolean;
  /** Ordered list (`<ol>`), e.g. for a ranking. @default false */
  ordered?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A list of `ListRow`s (`<ul>` semantics, so screen readers announce the count). */
export function List({ children, dividers = true, ordered = false, ...rest }: ListProps) {
  const Element = ordered ? 'ol' : 'ul';
  return (
    <Element
      {...rest}
      // Safari drops list semantics from a list without bullets unless the role is explicit.
      role="list"
      className={list}
      data-dividers={dividers ? '' : undefined}
    >
      {children}
    </Element>
  );
}
