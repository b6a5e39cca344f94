import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState } from '../../design-system/index.ts';

/** A path the app does not have (or a feature this brand switched off). */
export function NotFound() {
  const { t } = useTranslation('screens');
  return (
    <Box padding="gutter" paddingY="xxlarge">
      <EmptyState
        titleLevel={1}
        icon="search"
        title={t('notFound.title')}
        description={t('notFound.body')}
        action={<Button href="/">{t('notFound.action')}</Button>}
      />
    </Box>
  );
}
