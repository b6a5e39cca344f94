/** Any index, however far past either end, mapped into 0…count-1: the carousel loops. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The slide after `index`; the last slide is followed by the first. */
export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

/** The slide before `index`; the first slide is preceded by the last. */
export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

export type SwipeIntent = 'next' | 'previous';

/**
 * What a finished drag means: a mostly horizontal move of at least `thresholdPx` goes to the
 * next slide when the finger moved left, to the previous one when it moved right (in a
 * left-to-right layout). Anything else is a tap or a vertical scroll.
 */
export function swipeIntent(
  deltaX: number,
  deltaY: number,
  thresholdPx: number,
): SwipeIntent | null {
  if (Math.abs(deltaX) < thresholdPx || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}
