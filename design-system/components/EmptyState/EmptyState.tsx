import type { ReactNode } from 'react';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import { StateMessage } from '../private/StateMessage.tsx';

export interface EmptyStateProps {
  /** What is empty, e.g. "No open bets". */
  title: ReactNode;
  /** What to do about it, in a sentence. */
  description?: ReactNode;
  /** An illustration of the missing content, e.g. `calendar` for no events. */
  icon?: IconName;
  /** One way forward, usually a Button ("Browse sports"). */
  action?: ReactNode;
  /** Heading level that fits the page outline; the size does not change. @default 2 */
  titleLevel?: HeadingLevel;
}

/** Takes the place of a list or screen that has nothing to show yet. */
export function EmptyState({ title, description, icon, action, titleLevel = 2 }: EmptyStateProps) {
  return (
    <StateMessage
      icon={icon}
      iconTone="neutral"
      title={title}
      titleLevel={titleLevel}
      description={description}
      action={action}
    />
  );
}
