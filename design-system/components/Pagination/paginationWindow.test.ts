import { describe, expect, it } from 'vitest';
import { paginationWindow, type PaginationItem } from './paginationWindow.ts';

/** Compact notation for assertions: pages as numbers, ellipses as '…'. */
function show(items: PaginationItem[]): (number | '…')[] {
  return items.map((item) => (item.type === 'page' ? item.page : '…'));
}

describe('paginationWindow', () => {
  describe('small page counts', () => {
    it('should return nothing when there are no pages', () => {
      expect(paginationWindow(1, 0)).toEqual([]);
      expect(paginationWindow(1, -3)).toEqual([]);
    });

    it.each([1, 2, 3, 4, 5])('should show every page when there are %i', (count) => {
      for (let page = 1; page <= count; page += 1) {
        expect(show(paginationWindow(page, count))).toEqual(
          Array.from({ length: count }, (_, index) => index + 1),
        );
      }
    });
  });

  describe('ellipsis placement (10 pages, 1 in range, 2 margin pages)', () => {
    it.each([
      [1, [1, 2, '…', 9, 10]],
      [2, [1, 2, '…', 9, 10]],
      [3, [1, 2, 3, '…', 9, 10]],
      [4, [1, 2, '…', 4, '…', 9, 10]],
      [5, [1, 2, '…', 5, '…', 9, 10]],
      [6, [1, 2, '…', 6, '…', 9, 10]],
      [7, [1, 2, '…', 7, '…', 9, 10]],
      [8, [1, 2, '…', 8, 9, 10]],
      [9, [1, 2, '…', 9, 10]],
      [10, [1, 2, '…', 9, 10]],
    ])('should show page %i as %j', (page, expected) => {
      expect(show(paginationWindow(page, 10))).toEqual(expected);
    });

    it('should mark which side of the current page each ellipsis is on', () => {
      expect(paginationWindow(5, 10).filter((item) => item.type === 'ellipsis')).toEqual([
        { type: 'ellipsis', side: 'start' },
        { type: 'ellipsis', side: 'end' },
      ]);
      expect(paginationWindow(1, 10)).toContainEqual({ type: 'ellipsis', side: 'end' });
      expect(paginationWindow(10, 10)).toContainEqual({ type: 'ellipsis', side: 'start' });
    });

    it('should put an ellipsis for a single hidden page once there are more than 5 pages', () => {
      expect(show(paginationWindow(1, 6))).toEqual([1, 2, '…', 5, 6]);
      expect(show(paginationWindow(4, 7))).toEqual([1, 2, '…', 4, '…', 6, 7]);
      expect(show(paginationWindow(3, 6))).toEqual([1, 2, 3, '…', 5, 6]);
    });

    it('should never show more than 5 pages and 2 ellipses', () => {
      for (const count of [6, 7, 8, 9, 10, 50, 1000]) {
        for (let page = 1; page <= count; page += 1) {
          const items = paginationWindow(page, count);
          expect(items.filter((item) => item.type === 'page').length).toBeLessThanOrEqual(5);
          expect(items.filter((item) => item.type === 'ellipsis').length).toBeLessThanOrEqual(2);
        }
      }
    });

    it('should always include the first two, the last two and the current page', () => {
      for (let page = 1; page <= 30; page += 1) {
        const pages = show(paginationWindow(page, 30));
        expect(pages).toEqual(expect.arrayContaining([1, 2, page, 29, 30]));
      }
    });

    it('should never put two ellipses side by side or at either end', () => {
      for (let page = 1; page <= 30; page += 1) {
        const items = show(paginationWindow(page, 30));
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(30);
        items.forEach((item, index) => {
          if (item === '…') expect(items[index + 1]).not.toBe('…');
        });
      }
    });

    it('should list pages in increasing order without duplicates', () => {
      for (let page = 1; page <= 12; page += 1) {
        const pages = show(paginationWindow(page, 12)).filter((item) => item !== '…');
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
      }
    });
  });

  describe('edges and odd input', () => {
    it('should clamp a page outside the range to the nearest end', () => {
      expect(show(paginationWindow(0, 10))).toEqual(show(paginationWindow(1, 10)));
      expect(show(paginationWindow(-5, 10))).toEqual(show(paginationWindow(1, 10)));
      expect(show(paginationWindow(99, 10))).toEqual(show(paginationWindow(10, 10)));
    });

    it('should round fractional input down', () => {
      expect(show(paginationWindow(5.7, 10.9))).toEqual([1, 2, '…', 5, '…', 9, 10]);
    });

    it('should handle a very large page count without listing every page', () => {
      expect(show(paginationWindow(5000, 10_000))).toEqual([1, 2, '…', 5000, '…', 9999, 10_000]);
    });
  });

  describe('other range and margin sizes', () => {
    it('should centre a wider range on the current page', () => {
      expect(show(paginationWindow(10, 20, { range: 3 }))).toEqual([
        1,
        2,
        '…',
        9,
        10,
        11,
        '…',
        19,
        20,
      ]);
    });

    it('should slide the range inwards at the ends', () => {
      expect(show(paginationWindow(1, 20, { range: 3, margin: 1 }))).toEqual([1, 2, 3, '…', 20]);
      expect(show(paginationWindow(20, 20, { range: 3, margin: 1 }))).toEqual([1, '…', 18, 19, 20]);
    });

    it('should work without margin pages', () => {
      expect(show(paginationWindow(5, 10, { margin: 0 }))).toEqual(['…', 5, '…']);
      expect(show(paginationWindow(1, 10, { margin: 0 }))).toEqual([1, '…']);
    });
  });
});
