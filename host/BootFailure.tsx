import { useTranslation } from 'react-i18next';
import { Button } from '../design-system/index.ts';

export interface BootFailureProps {
  onRetry: () => void;
}

/** Shown when the brand file cannot be loaded: the player can retry without a manual reload. */
export function BootFailure({ onRetry }: BootFailureProps) {
  const { t } = useTranslation();
  return (
    <main role="alert">
      <p>{t('boot.brandUnavailable')}</p>
      <Button onClick={onRetry}>{t('boot.retry')}</Button>
    </main>
  );
}
