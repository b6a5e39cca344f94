import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function isPageHidden(): boolean {
  return document.visibilityState === 'hidden';
}

/** `auto` until the user presses stop (`stopped`) or, after that, start (`playing`). */
type Rotation = 'auto' | 'stopped' | 'playing';

interface AutoplayOptions {
  /** Milliseconds between slides. */
  intervalMs: number;
  /** Whether autoplay may run at all (enough slides, motion allowed, an interval set). */
  allowed: boolean;
  /** A finger or the mouse is dragging the slides. */
  dragging: boolean;
  /** The slide shown: any change of it, manual ones included, restarts the wait. */
  position: number;
  advance: () => void;
}

/**
 * The carousel's rotation (APG carousel pattern): it pauses while the pointer is over the region,
 * while focus is inside it (unless the user pressed start), during a drag and in a hidden tab, and
 * the user can stop and restart it.
 */
export function useAutoplay({ intervalMs, allowed, dragging, position, advance }: AutoplayOptions) {
  const [rotation, setRotation] = useState<Rotation>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pageHidden = useSyncExternalStore(subscribeVisibility, isPageHidden, () => false);

  // Hover and focus are not interactions of the region itself, so they are plain listeners
  // rather than JSX handlers on a non-interactive element.
  const regionRef = useCallback((region: HTMLElement | null) => {
    if (!region) return;
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    };
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) {
        setFocused(false);
      }
    };
    region.addEventListener('pointerenter', onPointerEnter);
    region.addEventListener('pointerleave', onPointerLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('pointerenter', onPointerEnter);
      region.removeEventListener('pointerleave', onPointerLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const rotating =
    allowed &&
    rotation !== 'stopped' &&
    !hovered &&
    !dragging &&
    !pageHidden &&
    !(focused && rotation === 'auto');

  const onTick = useEffectEvent(advance);
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => onTick(), intervalMs);
    return () => clearTimeout(timer);
    // `position` restarts the wait after every change of slide, manual ones included.
  }, [rotating, intervalMs, position]);

  return {
    regionRef,
    rotating,
    stopped: rotation === 'stopped',
    toggle: () => setRotation(rotation === 'stopped' ? 'playing' : 'stopped'),
  };
}
