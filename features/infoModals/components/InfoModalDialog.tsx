import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';
import type { InfoModalName } from '../model/modalRules.ts';
import * as styles from './InfoModalDialog.css.ts';
import { modalTexts, type ModalTextContext } from './modalTexts.ts';

export interface InfoModalDialogProps extends ModalTextContext {
  name: InfoModalName;
  open: boolean;
  /** Any way of closing it (button, close icon, Escape, backdrop) is a dismissal. */
  onDismiss: () => void;
  /** The modal's promo artwork from the platform, when it has one. */
  imageUrl?: string;
}

/** One information modal (casino-and-account spec, section 2): a notice the player dismisses. */
export function InfoModalDialog({
  name,
  open,
  onDismiss,
  imageUrl,
  ...context
}: InfoModalDialogProps) {
  const { t } = useTranslation('infoModals');
  const { title, paragraphs } = modalTexts(t, name, context);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <Dialog.Content
        title={title}
        closeLabel={t('close')}
        actions={
          <Dialog.Close>
            <Button fullWidth>{t('dismiss')}</Button>
          </Dialog.Close>
        }
      >
        <Stack space="medium">
          {imageUrl ? (
            // The artwork repeats the title: the text below carries the message.
            <img className={styles.artwork} src={imageUrl} alt="" width={600} height={300} />
          ) : null}
          {paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
