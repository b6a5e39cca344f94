import * as RadixDialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { swipe } from '../../tokens/timing.ts';
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
  useModalState,
  type ModalCloseProps,
  type ModalRootProps,
  type ModalTriggerProps,
} from '../private/ModalRoot.tsx';
import { useSwipeDismiss } from '../private/useSwipeDismiss.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Sheet.css.ts';
import type { sheetSides } from './Sheet.css.ts';

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
  return <ModalRoot {...props} />;
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
    <Portal layer="overlay">
      <SheetPanel {...props} presenceRef={presenceRef} />
    </Portal>
  );
}

function SheetPanel({
  title,
  hideTitle = false,
  closeLabel = 'Close',
  side = 'right',
  children,
  presenceRef,
}: SheetContentProps & { presenceRef: (node: HTMLElement | null) => void }) {
  const { open, setOpen } = useModalState();
  const { offset, phase, handlers } = useSwipeDismiss({
    direction: side,
    thresholdPx: swipe.sheetClosePx,
    onDismiss: () => setOpen(false),
    // Specs: a swipe that starts in a scrollable area scrolls it and never closes the menu.
    ignoreScrollableAreas: true,
  });
  // After a dismissing swipe the panel stays where it was let go and leaves from there; if the
  // owner keeps it open after all, it springs back.
  const displaced = phase === 'swiping' || (phase === 'dismissed' && !open);
  const heading = (
    <RadixDialog.Title asChild>
      <Heading level={2}>{title}</Heading>
    </RadixDialog.Title>
  );

  return (
    <>
      <RadixDialog.Overlay className={modalBackdrop} />
      <RadixDialog.Content
        ref={presenceRef}
        className={styles.panel({ side })}
        data-side={side}
        data-swipe={phase}
        onInteractOutside={keepOpenOnToastInteraction}
        style={displaced ? assignInlineVars({ [styles.swipeOffsetVar]: `${offset}px` }) : undefined}
        {...handlers}
      >
        <div className={styles.header}>
          <div className={styles.titleBox}>
            {hideTitle ? <VisuallyHidden as="div">{heading}</VisuallyHidden> : heading}
          </div>
          <RadixDialog.Close asChild>
            <IconButton icon="close" label={closeLabel} />
          </RadixDialog.Close>
        </div>
        <div className={styles.body}>{children}</div>
      </RadixDialog.Content>
    </>
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
