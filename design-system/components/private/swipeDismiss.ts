/** Which way a swipe has to go to dismiss: the way the surface leaves the screen. */
export type SwipeDirection = 'left' | 'right';

/**
 * Movement below this many pixels is still a tap: the swipe does not take the pointer yet, so
 * buttons and links inside a swipeable surface keep receiving their clicks.
 */
export const swipeSlopPx = 8;

/**
 * How far the surface follows the finger: the horizontal distance travelled in the dismiss
 * direction, signed like a CSS `translateX`. Movement the other way is held at 0 so the surface
 * never drifts away from its edge.
 */
export function swipeOffset(startX: number, currentX: number, direction: SwipeDirection): number {
  const delta = currentX - startX;
  if (direction === 'right') return Math.max(0, delta);
  return Math.min(0, delta);
}

/** Whether a swipe released at `offset` dismisses: strictly more than the threshold (specs). */
export function isSwipeDismissal(offset: number, thresholdPx: number): boolean {
  return Math.abs(offset) > thresholdPx;
}

/** Whether the pointer has moved far enough from the start to count as a swipe, not a tap. */
export function exceedsSlop(startX: number, currentX: number): boolean {
  return Math.abs(currentX - startX) >= swipeSlopPx;
}

const scrollingOverflow = new Set(['auto', 'scroll', 'overlay']);

/** An element whose content overflows it and that lets the user scroll to the rest. */
export function canScroll(element: Element): boolean {
  const { overflowX, overflowY } = getComputedStyle(element);
  const scrollsX = scrollingOverflow.has(overflowX) && element.scrollWidth > element.clientWidth;
  const scrollsY = scrollingOverflow.has(overflowY) && element.scrollHeight > element.clientHeight;
  return scrollsX || scrollsY;
}

/** An element whose content overflows it sideways and that lets the user scroll to the rest. */
export function canScrollSideways(element: Element): boolean {
  const { overflowX } = getComputedStyle(element);
  return scrollingOverflow.has(overflowX) && element.scrollWidth > element.clientWidth;
}

/**
 * Whether a sideways gesture starting at `target` starts inside an area that scrolls sideways (a
 * carousel, a row of chips), looking from the target up to and including `boundary` (the
 * swipeable surface): there the swipe belongs to the scroller. A list that scrolls only up and
 * down does not count: the surface's `touch-action: pan-y` gives it the vertical moves, and a
 * sideways swipe over it (most of a side menu) still closes the surface.
 */
export function startsInScrollableArea(target: Element, boundary: Element): boolean {
  for (let node: Element | null = target; node; node = node.parentElement) {
    if (canScrollSideways(node)) return true;
    if (node === boundary) return false;
  }
  return false;
}
