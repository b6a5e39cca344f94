import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { plainRow, shownSlideVar } from './Carousel.css.ts';
import { wrapIndex } from './carouselIndex.ts';

export type Embla = EmblaCarouselType;

/** Embla's engine (about 7 KB gzip), fetched the first time the slides must follow a pointer. */
const loadEmbla = () => import('embla-carousel').then((module) => module.default);

/** The events Embla's drag handler reads: a press, the moves after it and its end. */
const pressTypes = ['mousedown', 'touchstart'];
const moveTypes = ['mousemove', 'touchmove'];
const endTypes = ['mouseup', 'touchend', 'touchcancel'];

/** Embla's own drag threshold: past it a press is a drag, and the click that ends it is not a tap. */
const dragThresholdPx = 10;

type Press = MouseEvent | TouchEvent;

interface PendingGesture {
  press: Press;
  lastMove?: Press;
  end?: Press;
  dragged: boolean;
}

function point(event: Press): { x: number; y: number } {
  const source = 'touches' in event ? (event.touches[0] ?? event.changedTouches[0]) : event;
  return { x: source?.clientX ?? 0, y: source?.clientY ?? 0 };
}

/** Dispatches a copy of `event` where it first went (a dispatched event cannot be sent again). */
function replay(event: Press) {
  // The event's own class, built from the event itself: every init field is one of its properties.
  const Copy = event.constructor as new (type: string, init: Press) => Event;
  event.target?.dispatchEvent(new Copy(event.type, event));
}

/** Whether going from slide `from` to `to` of `count` crosses the loop's seam (last to first). */
function crossesSeam(from: number, to: number, count: number): boolean {
  return count > 2 && Math.abs(to - from) === count - 1;
}

interface LazyEmblaOptions extends Pick<EmblaOptionsType, 'loop' | 'watchDrag'> {
  /** The slide to show. */
  index: number;
  count: number;
  /** Embla settled on or headed for a slide (its `select` event). */
  onSelect: (embla: Embla) => void;
  onPointerDown: (embla: Embla) => void;
  onPointerUp: (embla: Embla) => void;
}

/**
 * Embla, loaded only when the slides must follow a pointer: the first press on them (mouse or
 * finger), or a step across the loop's seam, which only Embla's loop shows as one more step.
 * Until then the slides are plain markup and the row steps by whole slides on its own (autoplay,
 * dots, arrows: `rowClassName` and `rowStyle`), so a page whose slider no one touches never
 * downloads the engine. A press made before the engine arrives is handed over: the engine receives
 * it, with the finger's latest move and its release when they already happened, so the first
 * swipe counts (judged by distance, as the speed of a replayed gesture is lost).
 */
export function useLazyEmbla({
  index,
  count,
  onSelect,
  onPointerDown,
  onPointerUp,
  ...options
}: LazyEmblaOptions) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<Embla>();
  // The engine is starting: the plain row gives up its offset first, so the engine measures the
  // row as laid out (a row with a `translate` is its slides' offset parent in Chromium, and Embla
  // measures slides by their offsets).
  const [starting, setStarting] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [initialOptions] = useState(options);
  const target = count > 0 ? wrapIndex(index, count) : 0;
  // The slide the plain row shows; the engine starts there.
  const [shown, setShown] = useState(target);
  const [seamCrossed, setSeamCrossed] = useState(false);
  // Follows `index` while rendering (React's pattern for state derived from a prop).
  if (!embla && !seamCrossed && target !== shown) {
    if (crossesSeam(shown, target, count)) setSeamCrossed(true);
    else setShown(target);
  }

  const select = useEffectEvent(onSelect);
  const pointerDown = useEffectEvent(onPointerDown);
  const pointerUp = useEffectEvent(onPointerUp);
  const startFrom = useEffectEvent(() => shown);

  // Before the engine: watch for the first press, and keep the gesture it starts.
  const gesture = useRef<PendingGesture>(undefined);
  useEffect(() => {
    if (!viewport || embla) return;
    const document = viewport.ownerDocument;
    const onPress = (event: Event) => {
      if (gesture.current) return;
      gesture.current = { press: event as Press, dragged: false };
      setPressed(true);
    };
    const onMove = (event: Event) => {
      const pending = gesture.current;
      if (!pending || pending.end) return;
      const from = point(pending.press);
      const to = point(event as Press);
      pending.lastMove = event as Press;
      if (Math.hypot(to.x - from.x, to.y - from.y) > dragThresholdPx) pending.dragged = true;
    };
    const onEnd = (event: Event) => {
      if (gesture.current && !gesture.current.end) gesture.current.end = event as Press;
    };
    // A mouse drag across a slide's link must not follow it, as it would not with the engine.
    const onClick = (event: Event) => {
      if (!gesture.current?.dragged) return;
      event.preventDefault();
      event.stopPropagation();
    };
    for (const type of pressTypes) viewport.addEventListener(type, onPress, { passive: true });
    for (const type of moveTypes) document.addEventListener(type, onMove, { passive: true });
    for (const type of endTypes) document.addEventListener(type, onEnd, { passive: true });
    viewport.addEventListener('click', onClick, true);
    return () => {
      for (const type of pressTypes) viewport.removeEventListener(type, onPress);
      for (const type of moveTypes) document.removeEventListener(type, onMove);
      for (const type of endTypes) document.removeEventListener(type, onEnd);
      viewport.removeEventListener('click', onClick, true);
    };
  }, [viewport, embla]);

  const wanted = pressed || seamCrossed;
  useEffect(() => {
    if (!wanted || !viewport) return;
    let cancelled = false;
    let engine: Embla | undefined;
    void loadEmbla().then((EmblaCarousel) => {
      if (cancelled) return;
      flushSync(() => setStarting(true));
      const api = EmblaCarousel(viewport, { ...initialOptions, startIndex: startFrom() });
      engine = api;
      // Embla reads the layout direction only from its options.
      if (getComputedStyle(viewport).direction === 'rtl') api.reInit({ direction: 'rtl' });
      // Heard before a handed-over gesture reaches the engine.
      api
        .on('select', () => select(api))
        .on('pointerDown', () => pointerDown(api))
        .on('pointerUp', () => pointerUp(api));
      // The plain row's offset went earlier in this same task, and the engine has just put the
      // row where it was: no frame shows the row back at its start.
      setEmbla(api);
      const pending = gesture.current;
      gesture.current = undefined;
      if (!pending) return;
      replay(pending.press);
      if (pending.lastMove) replay(pending.lastMove);
      if (pending.end) replay(pending.end);
    });
    return () => {
      cancelled = true;
      // Destroying the engine also drops its listeners.
      engine?.destroy();
      setEmbla(undefined);
      setStarting(false);
    };
  }, [wanted, viewport, initialOptions]);

  return {
    viewportRef: setViewport,
    embla,
    /** The row of slides: offset by the plain row's slide until the engine moves it. */
    rowClassName: embla || starting ? undefined : plainRow,
    rowStyle: embla || starting ? undefined : assignInlineVars({ [shownSlideVar]: String(shown) }),
  };
}
