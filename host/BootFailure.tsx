import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '../design-system/index.ts';

export interface BootFailureProps {
  onRetry: () => void;
}

/** Shown when the brand file cannot be loaded: the player can retry without a manual reload. */
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
