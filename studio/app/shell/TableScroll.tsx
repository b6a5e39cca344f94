import type { ReactNode } from 'react';
import { tableScroll } from './studio.css.ts';

/**
 * A table that scrolls sideways inside itself on a narrow screen instead of widening the page.
 * Focusable, so a keyboard can scroll it too (its cells may hold nothing focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A named region with a tab stop: the keyboard's way to scroll it (axe's scrollable-region).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
