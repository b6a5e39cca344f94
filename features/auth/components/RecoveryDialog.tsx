import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../design-system/overlays.ts';
import { RecoveryFlow } from './RecoveryFlow.tsx';

/**
 * The recovery modal over the sign-in page (in the auth modal it is a face of its own). Give it a
 * new `key` on each opening so the flow starts from its first step.
 */
export function RecoveryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Content title={t('recovery.title')} closeLabel={t('common.close')}>
        <RecoveryFlow onDone={onClose} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
