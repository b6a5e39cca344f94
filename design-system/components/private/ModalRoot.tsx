import * as RadixDialog from '@radix-ui/react-dialog';
import {
  createContext,
  useCallback,
  useContext,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from './useControllableState.ts';

/**
 * The shared root of the modal overlays (Dialog, Sheet): Radix Dialog for focus trap, Escape,
 * outside click, scroll lock and hiding the page from assistive technology; open state through
 * the design system's one `useControllableState`.
 */

export interface ModalRootProps {
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the overlay asks to open or close (trigger, close button, Escape, …). */
  onOpenChange?: (open: boolean) => void;
}

interface ModalState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const ModalStateContext = createContext<ModalState>({ open: false, setOpen: () => undefined });

export function ModalRoot({ children, open, defaultOpen = false, onOpenChange }: ModalRootProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <ModalStateContext value={{ open: isOpen, setOpen }}>
      <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
        {children}
      </RadixDialog.Root>
    </ModalStateContext>
  );
}

export interface ModalTriggerProps {
  /** One element that takes a ref and `onClick`, usually a `Button`; it gets the ARIA wiring. */
  children: ReactElement;
}

/** Opens the overlay; focus returns here when it closes. */
export function ModalTrigger({ children }: ModalTriggerProps) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

export interface ModalCloseProps {
  /** One element that takes a ref and `onClick`, e.g. a footer "Cancel" `Button`. */
  children: ReactElement;
}

/** Makes its child close the overlay, e.g. a footer action or a menu link. */
export function ModalClose({ children }: ModalCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * Whether the overlay's portal should be in the DOM: from the moment it opens until its content
 * has left after the exit animation (Radix's Presence keeps the content for that long, then
 * detaches it, which the returned ref notices). So a closed overlay leaves nothing in the portal
 * container, and closing still animates.
 */
export function useModalPresence(): [
  mounted: boolean,
  contentRef: (node: HTMLElement | null) => void,
] {
  const { open } = useContext(ModalStateContext);
  const [mounted, setMounted] = useState(open);
  // Derived state adjusted during render (React's documented pattern), not in an effect.
  if (open && !mounted) setMounted(true);
  const contentRef = useCallback((node: HTMLElement | null) => {
    if (node === null) setMounted(false);
  }, []);
  return [mounted, contentRef];
}

/** The enclosing modal root's open state, for parts that close it by other means (a swipe). */
export function useModalState(): ModalState {
  return useContext(ModalStateContext);
}

/**
 * For `onInteractOutside` of a modal's content: pressing a notification (its close cross, a swipe)
 * is not a click outside the modal, so it must not close the dialog or the side menu.
 */
export function keepOpenOnToastInteraction(event: {
  target: EventTarget | null;
  preventDefault(): void;
}) {
  if (event.target instanceof Element && event.target.closest('[data-toast-region]')) {
    event.preventDefault();
  }
}
