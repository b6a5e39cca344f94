import { useTranslation } from 'react-i18next';
import { Box, Spinner } from '../../design-system/index.ts';

export interface PageLoadingProps {
  /** What the page waits for: the auth check (profile pages) or its own code. */
  waitingFor: 'session' | 'page';
}

/** A page waiting for something it must have first, saying what. */
export function PageLoading({ waitingFor }: PageLoadingProps) {
  const { t } = useTranslation('screens');
  return (
    <Box display="flex" justifyContent="center" padding="gutter" paddingY="xxlarge">
      <Spinner size="large" label={t(`pageLoading.${waitingFor}`)} />
    </Box>
  );
}
