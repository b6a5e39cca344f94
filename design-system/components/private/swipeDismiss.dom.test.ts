import { afterEach, describe, expect, it } from 'vitest';
import {
  canScroll,
  exceedsSlop,
  isSwipeDismissal,
  startsInScrollableArea,
  swipeOffset,
  swipeSlopPx,
} from './swipeDismiss.ts';

describe('swipeOffset', () => {
  it.each([
    [0, 0, 0],
    [10, 60, 50],
    [100, 350, 250],
    [60, 10, 0],
    [60, 60, 0],
  ])('should follow a rightward drag from %i to %i with %i', (startX, currentX, expected) => {
    expect(swipeOffset(startX, currentX, 'right')).toBe(expected);
  });

  it.each([
    [60, 10, -50],
    [350, 100, -250],
    [10, 60, 0],
    [60, 60, 0],
  ])('should follow a leftward drag from %i to %i with %i', (startX, currentX, expected) => {
    expect(swipeOffset(startX, currentX, 'left')).toBe(expected);
  });
});

describe('isSwipeDismissal', () => {
  it.each([
    [0, false],
    [99, false],
    [100, false],
    [100.5, true],
    [101, true],
    [400, true],
    [-100, false],
    [-101, true],
  ])(
    'should treat an offset of %f against a 100 px threshold as dismissing: %s',
    (offset, expected) => {
      expect(isSwipeDismissal(offset, 100)).toBe(expected);
    },
  );

  it('should use the notification threshold the same way', () => {
    expect(isSwipeDismissal(120, 120)).toBe(false);
    expect(isSwipeDismissal(121, 120)).toBe(true);
  });
});

describe('exceedsSlop', () => {
  it('should not count a small wobble as a swipe', () => {
    expect(exceedsSlop(100, 100)).toBe(false);
    expect(exceedsSlop(100, 100 + swipeSlopPx - 1)).toBe(false);
    expect(exceedsSlop(100, 100 - swipeSlopPx + 1)).toBe(false);
  });

  it('should count movement of the slop or more in either direction', () => {
    expect(exceedsSlop(100, 100 + swipeSlopPx)).toBe(true);
    expect(exceedsSlop(100, 100 - swipeSlopPx)).toBe(true);
  });
});

function box(
  overflow: { x?: string; y?: string },
  size: {
    scrollWidth?: number;
    clientWidth?: number;
    scrollHeight?: number;
    clientHeight?: number;
  },
) {
  const element = document.createElement('div');
  if (overflow.x) element.style.overflowX = overflow.x;
  if (overflow.y) element.style.overflowY = overflow.y;
  for (const [key, value] of Object.entries(size)) {
    Object.defineProperty(element, key, { configurable: true, value });
  }
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('canScroll', () => {
  it('should be true for an element that overflows vertically and scrolls', () => {
    expect(canScroll(box({ y: 'auto' }, { scrollHeight: 300, clientHeight: 100 }))).toBe(true);
    expect(canScroll(box({ y: 'scroll' }, { scrollHeight: 300, clientHeight: 100 }))).toBe(true);
  });

  it('should be true for an element that overflows horizontally and scrolls', () => {
    expect(canScroll(box({ x: 'auto' }, { scrollWidth: 600, clientWidth: 300 }))).toBe(true);
  });

  it('should be false for a scroller whose content fits', () => {
    expect(canScroll(box({ x: 'auto', y: 'auto' }, { scrollHeight: 100, clientHeight: 100 }))).toBe(
      false,
    );
  });

  it('should be false for overflowing content that is clipped or visible, not scrollable', () => {
    expect(canScroll(box({ y: 'hidden' }, { scrollHeight: 300, clientHeight: 100 }))).toBe(false);
    expect(canScroll(box({}, { scrollHeight: 300, clientHeight: 100 }))).toBe(false);
  });

  it('should not mix the axes: vertical overflow with only horizontal scrolling', () => {
    expect(
      canScroll(box({ x: 'auto', y: 'hidden' }, { scrollHeight: 300, clientHeight: 100 })),
    ).toBe(false);
  });
});

describe('startsInScrollableArea', () => {
  it('should find a sideways scroller between the target and the boundary', () => {
    const boundary = box({}, {});
    const scroller = box({ x: 'auto' }, { scrollWidth: 600, clientWidth: 300 });
    const target = document.createElement('span');
    boundary.append(scroller);
    scroller.append(target);
    expect(startsInScrollableArea(target, boundary)).toBe(true);
  });

  it('should leave a sideways swipe over a list that scrolls only up and down to the surface', () => {
    const boundary = box({}, {});
    const scroller = box({ y: 'auto' }, { scrollHeight: 300, clientHeight: 100 });
    const target = document.createElement('span');
    boundary.append(scroller);
    scroller.append(target);
    expect(startsInScrollableArea(target, boundary)).toBe(false);
  });

  it('should count the target itself', () => {
    const boundary = box({}, {});
    const scroller = box({ x: 'auto' }, { scrollWidth: 600, clientWidth: 300 });
    boundary.append(scroller);
    expect(startsInScrollableArea(scroller, boundary)).toBe(true);
  });

  it('should count the boundary itself', () => {
    const boundary = box({ x: 'auto' }, { scrollWidth: 600, clientWidth: 300 });
    const target = document.createElement('span');
    boundary.append(target);
    expect(startsInScrollableArea(target, boundary)).toBe(true);
  });

  it('should not look above the boundary', () => {
    const outer = box({ x: 'auto' }, { scrollWidth: 600, clientWidth: 300 });
    const boundary = document.createElement('div');
    const target = document.createElement('span');
    outer.append(boundary);
    boundary.append(target);
    expect(startsInScrollableArea(target, boundary)).toBe(false);
  });

  it('should be false when nothing on the way can scroll', () => {
    const boundary = box({}, {});
    const middle = document.createElement('div');
    const target = document.createElement('span');
    boundary.append(middle);
    middle.append(target);
    expect(startsInScrollableArea(target, boundary)).toBe(false);
  });
});
