import { useTranslation } from 'react-i18next';
import { Box, Spinner } from '../../design-system/index.ts';

/** A page waiting for something the shell must know first (the auth check on profile pages). */
export function PageLoading() {
  const { t } = useTranslation('screens');
  return (
    <Box display="flex" justifyContent="center" padding="gutter" paddingY="xxlarge">
      <Spinner size="large" label={t('pageLoading.session')} />
    </Box>
  );
}
