import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { mergeRefs } from './FieldFrame/mergeRefs.ts';
import { useControllableState } from './useControllableState.ts';

/**
 * The shared root of the modal overlays (Dialog, Sheet): the open state (through the design
 * system's one `useControllableState`), the trigger and close wiring. Radix Dialog (focus trap,
 * Escape, outside click, scroll lock, hiding the page from assistive technology) is in
 * `ModalLayer.tsx`, which each overlay's content loads when it first opens: a page that can open a
 * dialog does not download the dialog machinery until a player opens one.
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
  /** The trigger, where focus returns when the overlay closes. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Starts downloading the overlay's content, e.g. when a finger lands on its trigger. */
  preload: () => void;
}

const ModalStateContext = createContext<ModalState>({
  open: false,
  setOpen: () => undefined,
  triggerRef: { current: null },
  preload: () => undefined,
});

export function ModalRoot({
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  preload = noPreload,
}: ModalRootProps & { preload?: () => void }) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <ModalStateContext value={{ open: isOpen, setOpen, triggerRef, preload }}>
      {children}
    </ModalStateContext>
  );
}

function noPreload() {}

/** The props the trigger and close wiring give their one child element. */
interface WiredChildProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: unknown) => void;
  onPointerEnter?: (event: unknown) => void;
  ref?: Ref<HTMLElement>;
}

export interface ModalTriggerProps {
  /** One element that takes a ref and `onClick`, usually a `Button`; it gets the ARIA wiring. */
  children: ReactElement;
}

/** Opens the overlay; focus returns here when it closes. */
export function ModalTrigger({ children }: ModalTriggerProps) {
  const { open, setOpen, triggerRef, preload } = useContext(ModalStateContext);
  const child = children as ReactElement<WiredChildProps>;
  return cloneElement(child, {
    // The wiring of a dialog button (WAI-ARIA dialog pattern), as Radix's trigger gives it.
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    ref: mergeRefs(child.props.ref, triggerRef),
    onPointerEnter: (event: unknown) => {
      child.props.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: unknown) => {
      child.props.onFocus?.(event);
      preload();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      child.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(!open);
    },
  } as Partial<WiredChildProps>);
}

export interface ModalCloseProps {
  /** One element that takes a ref and `onClick`, e.g. a footer "Cancel" `Button`. */
  children: ReactElement;
}

/** Makes its child close the overlay, e.g. a footer action or a menu link. */
export function ModalClose({ children }: ModalCloseProps) {
  const { setOpen } = useContext(ModalStateContext);
  const child = children as ReactElement<WiredChildProps>;
  return cloneElement(child, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      child.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(false);
    },
  });
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
