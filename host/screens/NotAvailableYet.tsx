import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState } from '../../design-system/index.ts';

export interface NotAvailableYetProps {
  brandName: string;
}

/**
 * A real page for a route whose feature is still being built: it says so plainly and offers the
 * casino, instead of a blank or a page that pretends to work.
 */
export function NotAvailableYet({ brandName }: NotAvailableYetProps) {
  const { t } = useTranslation('screens');
  return (
    <Box padding="gutter" paddingY="xxlarge">
      <EmptyState
        titleLevel={1}
        icon="clock"
        title={t('notAvailable.title')}
        description={t('notAvailable.body', { brand: brandName })}
        action={<Button href="/slots/home">{t('notAvailable.action')}</Button>}
      />
    </Box>
  );
}
