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
import type { sheetSides } from './Sheet.css.ts';

// The panel (and Radix Dialog under it) downloads when the sheet first opens, or when a finger
// lands on its trigger; a page that only could open one does not carry it.
const loadSheetPanel = () => import('./SheetPanel.tsx');
const SheetPanel = lazy(loadSheetPanel);

function preloadSheetPanel() {
  void loadSheetPanel();
}

export type SheetSide = (typeof sheetSides)[number];
export type SheetRootProps = ModalRootProps;
export type SheetTriggerProps = ModalTriggerProps;
export type SheetCloseProps = ModalCloseProps;

export interface SheetContentProps {
  /** Names the sheet (its accessible name); shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** Keep the title for screen readers only, e.g. for a menu whose content speaks for itself. @default false */
  hideTitle?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** The edge the sheet slides in from; swiping towards that edge closes it. @default 'right' */
  side?: SheetSide;
  /** The body; scrolls inside the sheet. */
  children?: ReactNode;
}

/** Holds the open state: `open/defaultOpen/onOpenChange`. */
function SheetRoot(props: SheetRootProps) {
  return <ModalRoot {...props} preload={preloadSheetPanel} />;
}

/** Wraps the element (e.g. the menu button) that opens the sheet; focus returns to it on close. */
function SheetTrigger(props: SheetTriggerProps) {
  return <ModalTrigger {...props} />;
}

/** Makes its child close the sheet, e.g. a menu link that navigates away. */
function SheetClose(props: SheetCloseProps) {
  return <ModalClose {...props} />;
}

/**
 * A panel from the side of the screen (the side menu): modal, closed by Escape, the close
 * button, a press outside it, or a swipe towards its edge of more than `swipe.sheetClosePx`.
 */
function SheetContent(props: SheetContentProps) {
  const [mounted, presenceRef] = useModalPresence();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SheetPanel {...props} presenceRef={presenceRef} />
    </Suspense>
  );
}

/**
 * A side sheet as compound parts:
 * `<Sheet.Root><Sheet.Trigger><Button/></Sheet.Trigger><Sheet.Content title=…/></Sheet.Root>`.
 */
export const Sheet = {
  Root: SheetRoot,
  Trigger: SheetTrigger,
  Content: SheetContent,
  Close: SheetClose,
} as const;
