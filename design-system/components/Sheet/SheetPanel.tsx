import * as RadixDialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { swipe } from '../../tokens/timing.ts';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Portal } from '../Portal/Portal.tsx';
import { ModalLayer, takesPointerEvents, useReturnFocus } from '../private/ModalLayer.tsx';
import { modalBackdrop } from '../private/ModalRoot.css.ts';
import { keepOpenOnToastInteraction, useModalState } from '../private/ModalRoot.tsx';
import { useSwipeDismiss } from '../private/useSwipeDismiss.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import type { SheetContentProps } from './Sheet.tsx';
import * as styles from './Sheet.css.ts';

/** The open sheet: loaded on demand by `Sheet.Content`. */
export default function SheetPanelLayer(
  props: SheetContentProps & { presenceRef: (node: HTMLElement | null) => void },
) {
  return (
    <ModalLayer>
      <Portal layer="overlay">
        <SheetPanel {...props} />
      </Portal>
    </ModalLayer>
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
  const returnFocus = useReturnFocus();
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
        onCloseAutoFocus={returnFocus}
        style={
          displaced
            ? {
                ...takesPointerEvents,
                ...assignInlineVars({ [styles.swipeOffsetVar]: `${offset}px` }),
              }
            : takesPointerEvents
        }
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
