import { useTranslation } from 'react-i18next';
import { Button, Inline, Text } from '../../../design-system/index.ts';
import { Dialog, Sheet } from '../../../design-system/overlays.ts';
import { KitSection } from './KitSection.tsx';

/** Buttons that open a dialog and a bottom sheet. */
export function OverlaysSection() {
  const { t } = useTranslation('uiKit');
  return (
    <KitSection id="overlays" title={t('sections.overlays')}>
      <Inline space="small">
        <Dialog.Root>
          <Dialog.Trigger>
            <Button variant="outline">{t('overlays.openDialog')}</Button>
          </Dialog.Trigger>
          <Dialog.Content
            title={t('overlays.dialogTitle')}
            description={t('overlays.dialogDescription')}
            closeLabel={t('overlays.close')}
            actions={
              <>
                <Dialog.Close>
                  <Button variant="outline">{t('overlays.cancel')}</Button>
                </Dialog.Close>
                <Dialog.Close>
                  <Button>{t('overlays.confirm')}</Button>
                </Dialog.Close>
              </>
            }
          >
            <Text>{t('overlays.dialogBody')}</Text>
          </Dialog.Content>
        </Dialog.Root>
        <Sheet.Root>
          <Sheet.Trigger>
            <Button variant="outline">{t('overlays.openSheet')}</Button>
          </Sheet.Trigger>
          <Sheet.Content title={t('overlays.sheetTitle')} closeLabel={t('overlays.close')}>
            <Text>{t('overlays.sheetBody')}</Text>
          </Sheet.Content>
        </Sheet.Root>
      </Inline>
    </KitSection>
  );
}
