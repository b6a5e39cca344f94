import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../design-system/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';

export interface LoadFailureProps {
  /** What failed, e.g. "Could not load the events". */
  title: string;
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/** A list that failed to load: what failed, why (from the error catalogue) and a retry. */
export function LoadFailure({ title, error, retry, retrying }: LoadFailureProps) {
  const { t } = useTranslation('line');
  const errorText = useErrorText();
  return (
    <ErrorState
      title={title}
      description={errorText(describeError(error, 'general'))}
      onRetry={retry}
      retrying={retrying}
      retryLabel={t('state.retry')}
    />
  );
}
