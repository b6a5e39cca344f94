import { useCallback, useEffect, useState, type RefObject } from 'react';
import { readFrameMessage, scrollTargetTop, viewportMessage } from '../model/frameMessages.ts';

/** The frame's top in the page, whatever its offset parent (README: `iframe.offsetTop`). */
function topInPage(frame: HTMLIFrameElement): number {
  return frame.getBoundingClientRect().top + window.scrollY;
}

/** Reports the viewport to the frame, addressed to the frame's origin only. */
function postViewport(frame: HTMLIFrameElement | null, origin: string) {
  frame?.contentWindow?.postMessage(viewportMessage(window.scrollY, window.innerHeight), origin);
}

export interface FrameMessaging {
  /** The height the frame last asked for (px), until then undefined. */
  height: number | undefined;
  /** For the iframe's `onLoad`: the first viewport report. */
  onLoad: () => void;
}

/**
 * The app's side of the TV-bet messages (integrations README, section 3): a frame message is
 * accepted only from the frame's origin and the iframe's own window, and only when well formed
 * (readFrameMessage); `height` sizes the iframe, `scrollTo` scrolls the page to a point of the
 * frame. The app reports its scroll position and viewport height after load and on every scroll
 * or resize, at most once per animation frame. With no origin (an opaque frame address) nothing
 * is exchanged.
 */
export function useFrameMessaging(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
): FrameMessaging {
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    if (origin === null) return;
    const onMessage = (event: MessageEvent) => {
      const iframe = frame.current;
      const message = readFrameMessage(event, { origin, window: iframe?.contentWindow ?? null });
      if (!message || !iframe) return;
      if (message.type === 'height') setHeight(message.height);
      else window.scrollTo({ top: scrollTargetTop(topInPage(iframe), message.top) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin]);

  useEffect(() => {
    if (origin === null) return;
    let scheduled: number | undefined;
    const report = () => {
      scheduled = undefined;
      postViewport(frame.current, origin);
    };
    const schedule = () => {
      scheduled ??= window.requestAnimationFrame(report);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (scheduled !== undefined) window.cancelAnimationFrame(scheduled);
    };
  }, [frame, origin]);

  const onLoad = useCallback(() => {
    if (origin !== null) postViewport(frame.current, origin);
  }, [frame, origin]);

  return { height, onLoad };
}
