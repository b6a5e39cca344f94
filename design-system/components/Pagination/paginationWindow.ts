/** One entry of the page list: a page number or a gap standing for the pages left out. */
export type PaginationItem =
  { type: 'page'; page: number } | { type: 'ellipsis'; side: 'start' | 'end' };

export interface PaginationWindowOptions {
  /** Pages shown around the current one (specs: 1, the current page alone). @default 1 */
  range?: number;
  /** Pages always shown at each end (specs: 2). @default 2 */
  margin?: number;
}

/**
 * The pages to show for `page` (1-based) of `pageCount`: `margin` pages at each end, `range`
 * pages around the current one, and an ellipsis for every gap between them.
 *
 * With no more pages than those slots, every page is shown. Otherwise a gap of a single page
 * gets an ellipsis too (1 2 … 4 … 9 10), unlike some libraries that
 * show the page instead: with 44 px touch targets the widest row is then 5 pages, 2 ellipses and
 * the arrows, which still fits a 360 px phone in one line, and the row width does not jump as
 * the user pages through.
 */
export function paginationWindow(
  page: number,
  pageCount: number,
  { range = 1, margin = 2 }: PaginationWindowOptions = {},
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = clamp(Math.floor(page), 1, count);
  const rangeSize = clamp(Math.floor(range), 1, count);
  const marginSize = Math.max(0, Math.floor(margin));

  // The window keeps its size at the ends by sliding inwards.
  const windowStart = clamp(current - Math.floor((rangeSize - 1) / 2), 1, count - rangeSize + 1);
  const windowEnd = windowStart + rangeSize - 1;

  const pages = new Set<number>();
  // When every page fits in the slots margins and range take anyway, show them all.
  if (count <= 2 * marginSize + rangeSize) {
    return Array.from({ length: count }, (_, index) => ({ type: 'page', page: index + 1 }));
  }
  for (let p = 1; p <= Math.min(marginSize, count); p += 1) pages.add(p);
  for (let p = windowStart; p <= windowEnd; p += 1) pages.add(p);
  for (let p = Math.max(1, count - marginSize + 1); p <= count; p += 1) pages.add(p);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ type: 'ellipsis', side: p <= current ? 'start' : 'end' });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  // Only without margin pages can the list stop short of the last page.
  if (previous < count) items.push({ type: 'ellipsis', side: 'end' });
  return items;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
