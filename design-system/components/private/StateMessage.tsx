import type { ReactNode } from 'react';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import { text } from '../Text/Text.css.ts';
import { stateMessage, stateMessageAction, stateMessageIcon } from './StateMessage.css.ts';

export interface StateMessageProps {
  icon?: IconName | undefined;
  iconTone: 'neutral' | 'negative';
  title: ReactNode;
  titleLevel: HeadingLevel;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | undefined;
}

/**
 * The shared frame of EmptyState and ErrorState: icon, heading, description and one action,
 * centred. The heading level is the caller's, so the page outline stays right; its size is fixed.
 */
export function StateMessage({
  icon,
  iconTone,
  title,
  titleLevel,
  description,
  action,
  role,
}: StateMessageProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={stateMessage} role={role}>
      {icon ? (
        <span className={stateMessageIcon({ tone: iconTone })}>
          <Icon name={icon} size="large" />
        </span>
      ) : null}
      <Heading className={text({ size: 'large', weight: 'strong' })}>{title}</Heading>
      {description !== undefined ? (
        <p className={text({ size: 'standard', tone: 'secondary' })}>{description}</p>
      ) : null}
      {action !== undefined ? <div className={stateMessageAction}>{action}</div> : null}
    </div>
  );
}
