import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
} from '../../../design-system/index.ts';

export type VerifyEmailViewState =
  | { status: 'pending' }
  | { status: 'verified' }
  /** `message` says why (codes 6, 7, 8), already in the player's language. */
  | { status: 'failed'; message: string };

/** /verify?code=…: the e-mail confirmation's progress and outcome. */
export function VerifyEmailView({ state }: { state: VerifyEmailViewState }) {
  const { t } = useTranslation('auth');
  return (
    <Box padding="gutter" paddingY="large">
      <Stack space="large">
        <Heading level={1}>{t('verify.title')}</Heading>
        {state.status === 'pending' ? (
          <Inline space="small" alignY="center" role="status">
            <Spinner decorative />
            <Text>{t('verify.pending')}</Text>
          </Inline>
        ) : state.status === 'verified' ? (
          <EmptyState
            icon="success"
            title={t('verify.success')}
            action={<Button href="/line/top-events">{t('verify.toEvents')}</Button>}
          />
        ) : (
          <Stack space="medium">
            <ErrorState title={t('verify.failed')} description={state.message} />
            <Button href="/slots/home" variant="outline" fullWidth>
              {t('common.home')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
