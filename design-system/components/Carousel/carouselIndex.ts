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
