import { useRef, useState, type DragEvent, type PointerEvent } from 'react';
import {
  exceedsSlop,
  isSwipeDismissal,
  startsInScrollableArea,
  swipeOffset,
  type SwipeDirection,
} from './swipeDismiss.ts';

/**
 * `pressed`: a pointer is down but has not moved past the tap slop (style it `user-select: none`
 * so a mouse drag does not select text); `swiping`: the surface follows the pointer;
 * `dismissed`: released past the threshold.
 */
export type SwipePhase = 'idle' | 'pressed' | 'swiping' | 'dismissed';

export interface SwipeDismissOptions {
  /** The way the surface leaves the screen. */
  direction: SwipeDirection;
  /** A release further than this (strictly) dismisses; below it the surface springs back. */
  thresholdPx: number;
  onDismiss: () => void;
  /**
   * Ignore swipes that start inside an element that can scroll (a long list, a carousel): there
   * the gesture belongs to the scroller. @default false
   */
  ignoreScrollableAreas?: boolean;
}

export interface SwipeDismiss {
  /**
   * How far the surface should be moved from its place, in pixels along `translateX`. Follows
   * the finger while `swiping`, keeps the release position once `dismissed` (so an exit
   * animation can start from there), and is 0 otherwise.
   */
  offset: number;
  phase: SwipePhase;
  /** Spread on the swipeable surface. */
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
  };
}

interface Gesture {
  pointerId: number;
  startX: number;
  /** Set once the pointer passed the tap slop and the surface took it over. */
  captured: boolean;
}

const idle = { phase: 'idle', offset: 0 } as const;

/**
 * Swipe-to-dismiss on pointer events (touch, pen and mouse alike), with no gesture library: the
 * surface follows the finger, a release past the threshold dismisses, anything less springs
 * back. The surface needs `touch-action: pan-y` so a horizontal touch reaches it as pointer
 * events instead of being taken by the browser.
 */
export function useSwipeDismiss({
  direction,
  thresholdPx,
  onDismiss,
  ignoreScrollableAreas = false,
}: SwipeDismissOptions): SwipeDismiss {
  const gesture = useRef<Gesture | null>(null);
  const [state, setState] = useState<{ phase: SwipePhase; offset: number }>(idle);

  const currentGesture = (event: PointerEvent<HTMLElement>) =>
    gesture.current?.pointerId === event.pointerId ? gesture.current : null;

  return {
    offset: state.offset,
    phase: state.phase,
    handlers: {
      onPointerDown(event) {
        if (!event.isPrimary || event.button !== 0) return;
        if (
          ignoreScrollableAreas &&
          event.target instanceof Element &&
          startsInScrollableArea(event.target, event.currentTarget)
        ) {
          return;
        }
        gesture.current = { pointerId: event.pointerId, startX: event.clientX, captured: false };
        setState({ phase: 'pressed', offset: 0 });
      },
      onPointerMove(event) {
        const current = currentGesture(event);
        if (!current) return;
        if (!current.captured) {
          if (!exceedsSlop(current.startX, event.clientX)) return;
          current.captured = true;
          // Keeps the moves coming when the finger leaves the surface. Taken only now, past
          // the slop: capturing on pointerdown would retarget a tap's click away from the
          // button under the finger.
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // A synthetic pointer (scripted tests) is not active and cannot be captured.
          }
        }
        setState({
          phase: 'swiping',
          offset: swipeOffset(current.startX, event.clientX, direction),
        });
      },
      onPointerUp(event) {
        const current = currentGesture(event);
        if (!current) return;
        gesture.current = null;
        if (!current.captured) {
          setState(idle);
          return;
        }
        const offset = swipeOffset(current.startX, event.clientX, direction);
        if (isSwipeDismissal(offset, thresholdPx)) {
          setState({ phase: 'dismissed', offset });
          onDismiss();
        } else {
          setState(idle);
        }
      },
      onPointerCancel(event) {
        if (!currentGesture(event)) return;
        gesture.current = null;
        setState(idle);
      },
      onDragStart(event) {
        // A mouse swipe that starts on a link or an image would otherwise become a native
        // drag-and-drop, which cancels the pointer.
        if (gesture.current) event.preventDefault();
      },
    },
  };
}
