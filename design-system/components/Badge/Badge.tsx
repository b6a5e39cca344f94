import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { badge, type badgeEmphases, type badgeTones } from './Badge.css.ts';
import { defaultBadgeMax, formatBadgeCount } from './badgeCount.ts';

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeEmphasis = (typeof badgeEmphases)[number];

interface BadgeOwnProps {
  /** @default 'brand' */
  tone?: BadgeTone;
  /** `strong` is a filled pill; `soft` a tinted one for quieter labels. @default 'strong' */
  emphasis?: BadgeEmphasis;
  id?: string;
}

export type BadgeProps = BadgeOwnProps &
  (
    | {
        /** A short label, e.g. "Live" or "New". */
        children: ReactNode;
        count?: never;
        max?: never;
        label?: never;
      }
    | {
        children?: never;
        /** A number to show, e.g. unread messages or open bets. */
        count: number;
        /** Above this the badge shows `max+`. @default 99 */
        max?: number;
        /**
         * What the count means, read instead of the bare number, e.g. `t('inbox.unread', { count })`
         * → "120 unread messages" while the badge shows "99+".
         */
        label: string;
      }
  );

/** A small pill for a status word or a count. */
export function Badge({ tone = 'brand', emphasis = 'strong', id, ...content }: BadgeProps) {
  const className = badge({ tone, emphasis });
  if (content.count !== undefined) {
    return (
      <span id={id} className={className}>
        <span aria-hidden="true">
          {formatBadgeCount(content.count, content.max ?? defaultBadgeMax)}
        </span>
        <VisuallyHidden>{content.label}</VisuallyHidden>
      </span>
    );
  }
  return (
    <span id={id} className={className}>
      {content.children}
    </span>
  );
}
