import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '../design-system/index.ts';

export interface BootFailureProps {
  onRetry: () => void;
}

/**
 * Shown when the site cannot boot: the brand could not be loaded. Players only ever get a retry;
 * a brand's problems are for operators (`brand:publish`, the server's log), never on this page.
 */
export function BootFailure({ onRetry }: BootFailureProps) {
  const { t } = useTranslation();
  return (
    <Box as="main" padding="gutter">
      <Stack space="medium" align="left" role="alert">
        <Text>{t('boot.brandUnavailable')}</Text>
        <Button onClick={onRetry}>{t('boot.retry')}</Button>
      </Stack>
    </Box>
  );
}
