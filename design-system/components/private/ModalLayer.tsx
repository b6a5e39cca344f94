import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useModalState } from './ModalRoot.tsx';

/**
 * Radix Dialog under an open overlay's content: focus trap, Escape, outside click, scroll lock and
 * hiding the rest of the page from assistive technology. Loaded with the overlay's content (see
 * ModalRoot.tsx), so it mounts when the overlay opens and leaves after it has closed.
 */
export function ModalLayer({ children }: { children: ReactNode }) {
  const { open, setOpen } = useModalState();
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {children}
    </RadixDialog.Root>
  );
}

/**
 * Style for an open layer's content. Radix first renders the content without a pointer-events
 * value and sets `pointer-events: none` on the body in an effect; only its next render marks the
 * content `auto`. Between the two the panel would refuse a tap, and a panel that arrives with a
 * lazily loaded chunk lands in exactly that gap. The backdrop of a layer above still takes the
 * taps, as Radix's own overlay always carries `auto`.
 */
export const takesPointerEvents = { pointerEvents: 'auto' } as const;

/**
 * For `onCloseAutoFocus` of a modal's content: focus goes back to the trigger, or, for an overlay
 * opened without one (by a page, a shortcut), to whatever had focus when it opened.
 */
export function useReturnFocus(): (event: Event) => void {
  const { triggerRef } = useModalState();
  // Read while the layer first renders, before the focus trap moves focus inside.
  const [focusedBefore] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  return (event) => {
    event.preventDefault();
    const target = triggerRef.current ?? focusedBefore;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };
}
