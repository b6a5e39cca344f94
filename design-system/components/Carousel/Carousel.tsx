import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { icon } from '../Icon/Icon.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import {
  container,
  controlButton,
  controls,
  dot,
  dots,
  root,
  slide as slideClass,
  viewport,
} from './Carousel.css.ts';
import { nextIndex, previousIndex, wrapIndex } from './carouselIndex.ts';
import { useAutoplay } from './useAutoplay.ts';
import { useLazyEmbla, type Embla } from './useLazyEmbla.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

function defaultSlideLabel(position: number, count: number): string {
  return `Slide ${position} of ${count}`;
}

/** Moves Embla to `target` the short way, but "next" always forward, even with two slides. */
function scrollToward(embla: Embla, target: number, count: number, jump: boolean) {
  const shown = embla.selectedScrollSnap();
  if (target === shown) return;
  if (target === nextIndex(shown, count)) embla.scrollNext(jump);
  else if (target === previousIndex(shown, count)) embla.scrollPrev(jump);
  else embla.scrollTo(target, jump);
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
 * Slides one at a time, looping from the last back to the first: the slides follow a finger or
 * the mouse and snap (Embla), with dots, optional arrows and optional autoplay. Slides other than
 * the current one are inert, so only the visible one is read and focusable. Embla loads the first
 * time the slides have to move (`useLazyEmbla`): a page that only shows the first slide does not
 * download it.
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
  const reducedMotion = usePrefersReducedMotion();
  const [dragging, setDragging] = useState(false);
  // The slide Embla last settled on or headed for. It differs from `current` when a drag chose
  // a slide that a controlling parent did not accept: Embla is then sent back.
  const [emblaIndex, setEmblaIndex] = useState(current);

  const { regionRef, rotating, stopped, toggle } = useAutoplay({
    intervalMs: autoplayMs,
    allowed: autoplayMs > 0 && count > 1 && !reducedMotion,
    dragging,
    position: current,
    advance: () => setSelected(nextIndex(current, count)),
  });

  const { viewportRef, embla, rowClassName, rowStyle } = useLazyEmbla({
    loop: true,
    watchDrag: count > 1,
    index: current,
    count,
    onSelect: (api) => {
      const chosen = api.selectedScrollSnap();
      setEmblaIndex(chosen);
      setSelected(chosen);
    },
    onPointerDown: () => setDragging(true),
    onPointerUp: (api) => {
      setDragging(false);
      // Under reduced motion the slide still follows the finger, but does not glide on after it.
      if (reducedMotion) api.scrollTo(api.selectedScrollSnap(), true);
    },
  });

  // Slides added or removed: a single slide cannot be dragged, more can.
  const dragCount = useRef(count > 1);
  useEffect(() => {
    if (!embla || dragCount.current === count > 1) return;
    dragCount.current = count > 1;
    embla.reInit({ watchDrag: count > 1 });
  }, [embla, count]);

  useEffect(() => {
    if (embla) scrollToward(embla, current, count, reducedMotion);
    // `emblaIndex` re-runs this after a drag, so a refused slide is left again.
  }, [embla, current, count, reducedMotion, emblaIndex]);

  if (count === 0) return null;

  return (
    <section ref={regionRef} className={root} aria-roledescription="carousel" aria-label={label}>
      <div ref={viewportRef} className={viewport}>
        <div
          className={rowClassName ? `${container} ${rowClassName}` : container}
          style={rowStyle}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((content, position) => {
            const active = position === current;
            return (
              <div
                // Slides are positional: the n-th child is always the n-th slide.
                key={position}
                className={slideClass}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(position + 1, count)}
                data-state={active ? 'active' : 'inactive'}
                inert={!active}
              >
                {content}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={controls}>
          {autoplayMs > 0 && !reducedMotion ? (
            <button
              type="button"
              className={controlButton}
              aria-label={stopped ? startLabel : stopLabel}
              onClick={toggle}
            >
              <svg className={icon({ size: 'standard' })} viewBox="0 0 24 24" aria-hidden="true">
                {stopped ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M9 6v12M15 6v12" />}
              </svg>
            </button>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={controlButton}
              aria-label={previousLabel}
              onClick={() => setSelected(previousIndex(current, count))}
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
                onClick={() => setSelected(position)}
              />
            ))}
          </div>
          {showArrows ? (
            <button
              type="button"
              className={controlButton}
              aria-label={nextLabel}
              onClick={() => setSelected(nextIndex(current, count))}
            >
              <Icon name="chevronRight" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
