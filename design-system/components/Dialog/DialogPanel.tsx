import * as RadixDialog from '@radix-ui/react-dialog';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Portal } from '../Portal/Portal.tsx';
import { ModalLayer, takesPointerEvents, useReturnFocus } from '../private/ModalLayer.tsx';
import { modalBackdrop } from '../private/ModalRoot.css.ts';
import { keepOpenOnToastInteraction } from '../private/ModalRoot.tsx';
import { Text } from '../Text/Text.tsx';
import type { DialogContentProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';

/**
 * The open dialog, loaded on demand by `Dialog.Content`: the modal window: portalled over a backdrop, focus trapped inside and returned to the trigger,
 * closed by Escape, the close button or a press on the backdrop.
 */
export default function DialogPanel({
  title,
  description,
  closeLabel = 'Close',
  children,
  actions,
  dismissible = true,
  presenceRef,
}: DialogContentProps & { presenceRef: (node: HTMLElement | null) => void }) {
  const returnFocus = useReturnFocus();
  const refuse = (event: Event) => event.preventDefault();
  // React's `autoFocus` fires when the element commits, which a panel arriving with its chunk (or
  // revealed by Suspense) can do before it is focusable: the focus trap then took the first
  // button, the close cross. The trap's own mount event comes once the panel is in the page.
  const focusPreferred = (event: Event) => {
    const panel = event.currentTarget;
    const preferred =
      panel instanceof HTMLElement ? panel.querySelector<HTMLElement>('[data-autofocus]') : null;
    if (!preferred) return;
    event.preventDefault();
    preferred.focus();
  };
  return (
    <ModalLayer>
      <Portal layer="overlay">
        <RadixDialog.Overlay className={modalBackdrop} />
        <RadixDialog.Content
          ref={presenceRef}
          className={styles.content}
          role={dismissible ? 'dialog' : 'alertdialog'}
          onInteractOutside={dismissible ? keepOpenOnToastInteraction : refuse}
          onEscapeKeyDown={dismissible ? undefined : refuse}
          onOpenAutoFocus={focusPreferred}
          onCloseAutoFocus={returnFocus}
          style={takesPointerEvents}
        >
          <div className={styles.header}>
            <div className={styles.titleBox}>
              <RadixDialog.Title asChild>
                <Heading level={2}>{title}</Heading>
              </RadixDialog.Title>
            </div>
            {dismissible ? (
              <RadixDialog.Close asChild>
                <IconButton icon="close" label={closeLabel} />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description !== undefined && (
            <div className={styles.description}>
              <RadixDialog.Description asChild>
                <Text tone="secondary">{description}</Text>
              </RadixDialog.Description>
            </div>
          )}
          <div className={styles.body}>{children}</div>
          {actions !== undefined && <div className={styles.footer}>{actions}</div>}
        </RadixDialog.Content>
      </Portal>
    </ModalLayer>
  );
}
