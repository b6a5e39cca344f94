import { describe, expect, it } from 'vitest';
import { LAZY_LIST, nextLazyCount } from './lazyList.ts';

describe('nextLazyCount', () => {
  it('should add ten when the sentinel shows', () => {
    expect(nextLazyCount(10, 45, 1000, 0)).toEqual({ count: 20, steppedAt: 1000 });
    expect(nextLazyCount(40, 45, 1000, 0)).toEqual({ count: 45, steppedAt: 1000 });
  });

  it('should not step again within the throttle', () => {
    expect(nextLazyCount(20, 45, 1000 + LAZY_LIST.throttleMs - 1, 1000)).toEqual({
      count: 20,
      steppedAt: 1000,
    });
    expect(nextLazyCount(20, 45, 1000 + LAZY_LIST.throttleMs, 1000).count).toBe(30);
  });

  it('should stop at the end of the list', () => {
    expect(nextLazyCount(45, 45, 5000, 0)).toEqual({ count: 45, steppedAt: 0 });
  });
});
