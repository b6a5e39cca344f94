import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useEffect,
  useEffectEvent,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { swipe, timing } from '../../tokens/timing.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.tsx';
import { Portal } from '../Portal/Portal.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useSwipeDismiss } from '../private/useSwipeDismiss.ts';
import * as styles from './ToastRegion.css.ts';
import type { notificationTypes } from './ToastRegion.css.ts';
import { useToastTimer } from './useToastTimer.ts';

export type NotificationType = (typeof notificationTypes)[number];

export interface ToastNotification {
  /** Stable identity; passed back to `onDismiss`. */
  id: string;
  text: ReactNode;
  /** Sets the icon and the accent; `error` is announced at once (`role="alert"`). */
  type: NotificationType;
  /** Show the close cross. @default true */
  needClose?: boolean;
  /** Close by itself after `autoCloseMs`; the clock pauses while hovered or focused. @default false */
  autoClose?: boolean;
}

export interface ToastRegionProps {
  /** What to show, in order; remove an item in `onDismiss` once it has gone. */
  notifications: readonly ToastNotification[];
  /** Called when a notification has finished closing (cross, swipe or auto-close). */
  onDismiss: (id: string) => void;
  /** Name of the region landmark. @default 'Notifications' */
  'aria-label'?: string;
  /** Accessible name of each close cross. @default 'Close' */
  closeLabel?: string;
  /** Lifetime of an auto-closing notification. @default timing.notificationAutoCloseMs (7 s) */
  autoCloseMs?: number;
}

const iconFor: Record<NotificationType, IconName> = {
  default: 'info',
  success: 'success',
  error: 'error',
};

/**
 * The notification stack at the top of the screen. Each notification closes on its cross, on a
 * swipe to the right of more than `swipe.notificationDismissPx`, or by itself when flagged; it
 * slides out (fades only under reduced motion) and `onDismiss` follows after
 * `timing.notificationRemovalMs`.
 */
export function ToastRegion({
  notifications,
  onDismiss,
  'aria-label': label = 'Notifications',
  closeLabel = 'Close',
  autoCloseMs = timing.notificationAutoCloseMs,
}: ToastRegionProps) {
  return (
    <Portal layer="toast">
      {/* aria-live="off": each toast announces itself (status/alert); the attribute is what keeps
          the region out of the aria-hidden that an open modal puts on the rest of the page, so
          notifications stay readable and closable over a dialog or the side menu. */}
      <section aria-label={label} aria-live="off" data-toast-region="" className={styles.region}>
        {notifications.map((notification) => (
          <Toast
            key={notification.id}
            notification={notification}
            closeLabel={closeLabel}
            autoCloseMs={autoCloseMs}
            onDismiss={onDismiss}
          />
        ))}
      </section>
    </Portal>
  );
}

interface ToastProps {
  notification: ToastNotification;
  closeLabel: string;
  autoCloseMs: number;
  onDismiss: (id: string) => void;
}

function Toast({
  notification: { id, text, type, needClose = true, autoClose = false },
  closeLabel,
  autoCloseMs,
  onDismiss,
}: ToastProps) {
  const [closing, setClosing] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = () => setClosing(true);
  const { offset, phase, handlers } = useSwipeDismiss({
    direction: 'right',
    thresholdPx: swipe.notificationDismissPx,
    onDismiss: close,
  });

  useToastTimer({
    enabled: autoClose && !closing,
    durationMs: autoCloseMs,
    // Also while a finger rests on it or drags it.
    paused: hovered || focused || phase === 'pressed' || phase === 'swiping',
    onElapsed: close,
  });

  const remove = useEffectEvent(() => onDismiss(id));
  useEffect(() => {
    if (!closing) return;
    // Removal waits for the slide-out to finish (specs: 700 ms).
    const timer = setTimeout(() => remove(), timing.notificationRemovalMs);
    return () => clearTimeout(timer);
  }, [closing]);

  // A mouse hovers; a finger lifting off would leave a touch "hover" stuck on.
  const trackHover = (hovering: boolean) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') setHovered(hovering);
  };

  return (
    // Focus and hover only pause the auto-close clock; the controls inside are real buttons and
    // the swipe has the close cross as its keyboard equivalent.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.toast({ type })}
      data-type={type}
      data-state={closing ? 'closing' : 'open'}
      data-swipe={phase}
      style={
        phase === 'idle' ? undefined : assignInlineVars({ [styles.swipeOffsetVar]: `${offset}px` })
      }
      onPointerEnter={trackHover(true)}
      onPointerLeave={trackHover(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      {...handlers}
    >
      {/* Only the message is live, so the close button's name is not read out with it. */}
      <div role={type === 'error' ? 'alert' : 'status'} className={styles.content}>
        <span className={styles.icon({ type })}>
          <Icon name={iconFor[type]} />
        </span>
        <div className={styles.message}>{text}</div>
      </div>
      {needClose && <IconButton icon="close" label={closeLabel} onClick={close} />}
    </div>
  );
}
