import { useTranslation } from 'react-i18next';
import { ErrorState, type HeadingLevel } from '../../../../design-system/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';

export interface LoadFailureProps {
  /** What failed, e.g. "The games could not be loaded". */
  title: string;
  error: unknown;
  retry: () => void;
  retrying: boolean;
  /** @default 2 */
  titleLevel?: HeadingLevel;
}

/** A casino list that failed to load: what failed, why (the error catalogue) and a retry. */
export function LoadFailure({ title, error, retry, retrying, titleLevel = 2 }: LoadFailureProps) {
  const { t } = useTranslation('casinoLobby');
  const errorText = useErrorText();
  return (
    <ErrorState
      title={title}
      titleLevel={titleLevel}
      description={errorText(describeError(error, 'casino'))}
      onRetry={retry}
      retrying={retrying}
      retryLabel={t('state.retry')}
    />
  );
}
