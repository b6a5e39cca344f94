import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import { StateMessage } from '../private/StateMessage.tsx';

interface ErrorStateOwnProps {
  /** What failed, e.g. "Events could not be loaded". */
  title: ReactNode;
  /** What the player can do, in a sentence. */
  description?: ReactNode;
  /** @default 'error' */
  icon?: IconName;
  /** Heading level that fits the page outline; the size does not change. @default 2 */
  titleLevel?: HeadingLevel;
  /** A second way out beside the retry, e.g. a link to the home page. */
  secondaryAction?: ReactNode;
}

export type ErrorStateProps = ErrorStateOwnProps &
  (
    | {
        /** Runs the failed request again. */
        onRetry: () => void;
        /** Visible text of the retry button, e.g. `t('retry')`; no default, it is shown. */
        retryLabel: string;
        /** The retry is running: the button shows its loading state and ignores presses. */
        retrying?: boolean;
      }
    | { onRetry?: never; retryLabel?: never; retrying?: never }
  );

/**
 * Takes the place of content that failed to load, with a way to try again. It is an alert, so
 * screen readers announce it when it appears.
 */
export function ErrorState({
  title,
  description,
  icon = 'error',
  titleLevel = 2,
  onRetry,
  retryLabel,
  retrying = false,
  secondaryAction,
}: ErrorStateProps) {
  const retry = onRetry ? (
    <Button icon="refresh" loading={retrying} onClick={onRetry}>
      {retryLabel}
    </Button>
  ) : null;
  return (
    <StateMessage
      role="alert"
      icon={icon}
      iconTone="negative"
      title={title}
      titleLevel={titleLevel}
      description={description}
      action={
        retry || secondaryAction ? (
          <>
            {retry}
            {secondaryAction}
          </>
        ) : undefined
      }
    />
  );
}
