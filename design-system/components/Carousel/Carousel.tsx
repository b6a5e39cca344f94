import {
  Children,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { icon } from '../Icon/Icon.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import {
  controlButton,
  controls,
  dot,
  dots,
  root,
  slide as slideClass,
  viewport,
} from './Carousel.css.ts';
import {
  nextIndex,
  previousIndex,
  swipeIntent,
  wrapIndex,
  type SwipeIntent,
} from './carouselIndex.ts';

/** A shorter drag is a tap or a wobble, not a swipe. */
const swipeThresholdPx = 40;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function isPageHidden(): boolean {
  return document.visibilityState === 'hidden';
}

function defaultSlideLabel(position: number, count: number): string {
  return `Slide ${position} of ${count}`;
}

type Rotation = 'auto' | 'stopped' | 'playing';

interface Motion {
  from: number;
  to: number;
  direction: SwipeIntent;
}

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
}

export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode;
  /** Names the carousel for screen readers, e.g. "Promotions". */
  label: string;
  /** The visible slide, 0-based (controlled). */
  index?: number;
  /** @default 0 */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /**
   * Moves to the next slide every this many milliseconds; 0 turns autoplay off. Autoplay pauses
   * while the pointer is over the carousel, while it holds focus or a finger, and while the tab
   * is hidden; it never runs when the user prefers reduced motion. @default 0
   */
  autoplayMs?: number;
  /** Previous / next buttons beside the dots. @default false */
  showArrows?: boolean;
  /**
   * Names each slide and its dot, from the 1-based slide number and the slide count.
   * @default (position, count) => `Slide ${position} of ${count}`
   */
  slideLabel?: (position: number, count: number) => string;
  /** @default 'Previous slide' */
  previousLabel?: string;
  /** @default 'Next slide' */
  nextLabel?: string;
  /** Label of the button that stops autoplay. @default 'Stop automatic slide show' */
  stopLabel?: string;
  /** Label of the button that restarts autoplay. @default 'Start automatic slide show' */
  startLabel?: string;
}

/**
 * Slides one at a time, looping from the last back to the first: swipe, dots, optional arrows
 * and optional autoplay. Inactive slides are hidden and inert, so only the visible one is read
 * and focusable.
 */
export function Carousel({
  children,
  label,
  index,
  defaultIndex = 0,
  onIndexChange,
  autoplayMs = 0,
  showArrows = false,
  slideLabel = defaultSlideLabel,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  stopLabel = 'Stop automatic slide show',
  startLabel = 'Start automatic slide show',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [selected, setSelected] = useControllableState({
    value: index,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const current = wrapIndex(selected, count);
  const [motion, setMotion] = useState<Motion | null>(null);
  const [rotation, setRotation] = useState<Rotation>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const pageHidden = useSyncExternalStore(subscribeVisibility, isPageHidden, () => false);
  const isEmpty = count === 0;
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const swiped = useRef(false);

  // Pausing on hover and focus, and swallowing the click that ends a mouse drag, are not
  // interactions of the region itself, so they are plain listeners rather than JSX handlers.
  useEffect(() => {
    const region = rootRef.current;
    const slideArea = viewportRef.current;
    if (!region || !slideArea) return;
    const onPointerEnter = (event: globalThis.PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    };
    const onPointerLeave = (event: globalThis.PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    };
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) {
        setFocused(false);
      }
    };
    const onClick = (event: MouseEvent) => {
      // A mouse drag ends in a click; it must not follow a link on the slide it moved.
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();
    region.addEventListener('pointerenter', onPointerEnter);
    region.addEventListener('pointerleave', onPointerLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    slideArea.addEventListener('click', onClick, true);
    slideArea.addEventListener('dragstart', onDragStart);
    return () => {
      region.removeEventListener('pointerenter', onPointerEnter);
      region.removeEventListener('pointerleave', onPointerLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      slideArea.removeEventListener('click', onClick, true);
      slideArea.removeEventListener('dragstart', onDragStart);
    };
    // The elements exist only once there is a slide.
  }, [isEmpty]);

  const canAutoplay = autoplayMs > 0 && count > 1 && !reducedMotion;
  // Focus pauses autoplay (APG carousel), unless the user has just pressed "start" themselves.
  const rotating =
    canAutoplay &&
    rotation !== 'stopped' &&
    !hovered &&
    !touching &&
    !pageHidden &&
    !(focused && rotation === 'auto');

  const goTo = (to: number, direction: SwipeIntent) => {
    const target = wrapIndex(to, count);
    if (target === current) return;
    setMotion({ from: current, to: target, direction });
    setSelected(target);
  };
  const goNext = () => goTo(nextIndex(current, count), 'next');
  const goPrevious = () => goTo(previousIndex(current, count), 'previous');

  const advance = useEffectEvent(goNext);
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => advance(), autoplayMs);
    return () => clearTimeout(timer);
    // `current` restarts the wait after every change, manual ones included.
  }, [rotating, autoplayMs, current]);

  const endGesture = (event: PointerEvent<HTMLDivElement>, commit: boolean) => {
    const start = gesture.current;
    if (!start || start.pointerId !== event.pointerId) return;
    gesture.current = null;
    setTouching(false);
    if (!commit) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const intent = swipeIntent(
      (event.clientX - start.x) * (rtl ? -1 : 1),
      event.clientY - start.y,
      swipeThresholdPx,
    );
    if (!intent) return;
    swiped.current = true;
    if (intent === 'next') goNext();
    else goPrevious();
  };

  if (isEmpty) return null;
  const activeMotion = motion?.to === current ? motion : null;

  return (
    <section ref={rootRef} className={root} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={viewportRef}
        className={viewport}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(event) => {
          swiped.current = false;
          if (event.pointerType === 'mouse' && event.button !== 0) return;
          gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
          if (event.pointerType === 'touch') setTouching(true);
        }}
        onPointerUp={(event) => endGesture(event, true)}
        onPointerCancel={(event) => endGesture(event, false)}
      >
        {slides.map((content, position) => {
          const active = position === current;
          const moving =
            activeMotion && (position === activeMotion.to || position === activeMotion.from)
              ? activeMotion.direction
              : undefined;
          return (
            <div
              // Slides are positional: the n-th child is always the n-th slide.
              key={position}
              className={slideClass}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(position + 1, count)}
              data-state={active ? 'active' : 'inactive'}
              data-motion={moving}
              inert={!active}
            >
              {content}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={controls}>
          {canAutoplay ? (
            <button
              type="button"
              className={controlButton}
              aria-label={rotation === 'stopped' ? startLabel : stopLabel}
              onClick={() => setRotation(rotation === 'stopped' ? 'playing' : 'stopped')}
            >
              <svg className={icon({ size: 'standard' })} viewBox="0 0 24 24" aria-hidden="true">
                {rotation === 'stopped' ? (
                  <path d="M8 5.5v13l10.5-6.5z" />
                ) : (
                  <path d="M9 6v12M15 6v12" />
                )}
              </svg>
            </button>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={controlButton}
              aria-label={previousLabel}
              onClick={goPrevious}
            >
              <Icon name="chevronLeft" />
            </button>
          ) : null}
          <div className={dots}>
            {slides.map((_, position) => (
              <button
                key={position}
                type="button"
                className={dot}
                aria-label={slideLabel(position + 1, count)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => goTo(position, position > current ? 'next' : 'previous')}
              />
            ))}
          </div>
          {showArrows ? (
            <button type="button" className={controlButton} aria-label={nextLabel} onClick={goNext}>
              <Icon name="chevronRight" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
