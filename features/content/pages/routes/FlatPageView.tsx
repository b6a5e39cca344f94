import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '../../../../design-system/index.ts';
import { SafeHtml } from '../components/SafeHtml.tsx';

export type FlatPageViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'notFound' }
  | { status: 'page'; title: string; html: string };

export interface FlatPageViewProps {
  state: FlatPageViewState;
}

/** /flatPages/{name}: the page's title and its operator HTML, or why it cannot be shown. */
export function FlatPageView({ state }: FlatPageViewProps) {
  const { t } = useTranslation('contentPages');
  return (
    <Box padding="gutter" paddingBottom="xxlarge">
      {state.status === 'page' ? (
        <Stack as="article" space="large" aria-labelledby="flat-page-title">
          <Heading level={1} id="flat-page-title">
            {state.title}
          </Heading>
          <SafeHtml html={state.html} />
        </Stack>
      ) : state.status === 'loading' ? (
        <Stack space="large" aria-busy="true">
          <VisuallyHidden as="h1">{t('flatPage.loading')}</VisuallyHidden>
          <Skeleton shape="rect" width="large" />
          <Skeleton lines={4} />
          <Skeleton lines={3} />
        </Stack>
      ) : state.status === 'error' ? (
        <ErrorState
          titleLevel={1}
          title={t('flatPage.error')}
          description={state.message}
          onRetry={state.onRetry}
          retryLabel={t('common.retry')}
          retrying={state.retrying}
        />
      ) : (
        <EmptyState
          titleLevel={1}
          icon="search"
          title={t('flatPage.notFoundTitle')}
          description={t('flatPage.notFoundBody')}
          action={<Button href="/">{t('common.home')}</Button>}
        />
      )}
    </Box>
  );
}
