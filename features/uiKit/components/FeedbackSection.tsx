import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  Inline,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system/index.ts';
import { KitSection } from './KitSection.tsx';

/** Loading placeholders, the spinner, and the empty and error states. */
export function FeedbackSection() {
  const { t } = useTranslation('uiKit');
  return (
    <KitSection id="feedback" title={t('sections.feedback')}>
      <Stack space="small">
        <Skeleton lines={3} />
        <Inline space="small" alignY="center">
          <Skeleton shape="circle" size="large" />
          <Skeleton shape="rect" width="medium" size="large" />
        </Inline>
      </Stack>
      <Inline space="medium" alignY="center">
        <Spinner size="small" label={t('feedback.loading')} />
        <Spinner label={t('feedback.loading')} />
        <Spinner size="large" label={t('feedback.loading')} />
      </Inline>
      <EmptyState
        icon="casino"
        titleLevel={3}
        title={t('feedback.emptyTitle')}
        description={t('feedback.emptyDescription')}
        action={<Button href="/slots/home">{t('feedback.emptyAction')}</Button>}
      />
      <ErrorState
        titleLevel={3}
        title={t('feedback.errorTitle')}
        description={t('feedback.errorDescription')}
        onRetry={() => undefined}
        retryLabel={t('feedback.retry')}
      />
    </KitSection>
  );
}
