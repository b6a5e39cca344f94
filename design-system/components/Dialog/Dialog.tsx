import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { Portal } from '../Portal/Portal.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { modalBackdrop } from '../private/ModalRoot.css.ts';
import {
  ModalClose,
  ModalRoot,
  ModalTrigger,
  keepOpenOnToastInteraction,
  useModalPresence,
  type ModalCloseProps,
  type ModalRootProps,
  type ModalTriggerProps,
} from '../private/ModalRoot.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './Dialog.css.ts';

export type DialogRootProps = ModalRootProps;
export type DialogTriggerProps = ModalTriggerProps;
export type DialogCloseProps = ModalCloseProps;

export interface DialogContentProps {
  /** Names the dialog (its accessible name) and heads it. */
  title: ReactNode;
  /** A sentence under the title; screen readers read it as the dialog's description. */
  description?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** The body; scrolls inside the dialog when it is taller than the screen. */
  children?: ReactNode;
  /** Footer actions (Buttons), kept in view at the bottom. Wrap one in `Dialog.Close` to close. */
  actions?: ReactNode;
}

/** Holds the open state: `open/defaultOpen/onOpenChange`. */
function DialogRoot(props: DialogRootProps) {
  return <ModalRoot {...props} />;
}

/** Wraps the element (usually a `Button`) that opens the dialog; focus returns to it on close. */
function DialogTrigger(props: DialogTriggerProps) {
  return <ModalTrigger {...props} />;
}

/** Makes its child (e.g. a "Cancel" `Button` in `actions`) close the dialog. */
function DialogClose(props: DialogCloseProps) {
  return <ModalClose {...props} />;
}

/**
 * The modal window: portalled over a backdrop, focus trapped inside and returned to the trigger,
 * closed by Escape, the close button or a press on the backdrop.
 */
function DialogContent({
  title,
  description,
  closeLabel = 'Close',
  children,
  actions,
}: DialogContentProps) {
  const [mounted, presenceRef] = useModalPresence();
  if (!mounted) return null;
  return (
    <Portal layer="overlay">
      <RadixDialog.Overlay className={modalBackdrop} />
      <RadixDialog.Content
        ref={presenceRef}
        className={styles.content}
        onInteractOutside={keepOpenOnToastInteraction}
      >
        <div className={styles.header}>
          <div className={styles.titleBox}>
            <RadixDialog.Title asChild>
              <Heading level={2}>{title}</Heading>
            </RadixDialog.Title>
          </div>
          <RadixDialog.Close asChild>
            <IconButton icon="close" label={closeLabel} />
          </RadixDialog.Close>
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
  );
}

/**
 * A modal dialog as compound parts:
 * `<Dialog.Root><Dialog.Trigger><Button/></Dialog.Trigger><Dialog.Content title=…/></Dialog.Root>`.
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Close: DialogClose,
} as const;
