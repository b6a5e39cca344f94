import { lazy, Suspense, type ReactNode } from 'react';
import {
  ModalClose,
  ModalRoot,
  ModalTrigger,
  useModalPresence,
  type ModalCloseProps,
  type ModalRootProps,
  type ModalTriggerProps,
} from '../private/ModalRoot.tsx';

// The dialog's window (and Radix Dialog under it) downloads when it first opens, or when a finger
// lands on its trigger; a page that only could open one does not carry it.
const loadDialogPanel = () => import('./DialogPanel.tsx');
const DialogPanel = lazy(loadDialogPanel);

function preloadDialogPanel() {
  void loadDialogPanel();
}

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
  /**
   * Footer actions (Buttons), kept in view at the bottom. Wrap one in `Dialog.Close` to close.
   * The one marked `data-autofocus` (the safe answer of a confirmation) has focus when the dialog
   * opens; otherwise the first focusable element has.
   */
  actions?: ReactNode;
  /**
   * `false`: a question that needs an answer (an `alertdialog`): no close button, and neither
   * Escape nor a press outside closes it; only its `actions` do. @default true
   */
  dismissible?: boolean;
}

/** Holds the open state: `open/defaultOpen/onOpenChange`. */
function DialogRoot(props: DialogRootProps) {
  return <ModalRoot {...props} preload={preloadDialogPanel} />;
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
function DialogContent(props: DialogContentProps) {
  const [mounted, presenceRef] = useModalPresence();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} presenceRef={presenceRef} />
    </Suspense>
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
