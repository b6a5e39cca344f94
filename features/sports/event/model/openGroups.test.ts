import { describe, expect, it } from 'vitest';
import { setGroupOpen } from './openGroups.ts';

describe('setGroupOpen', () => {
  it('should remember a closed group and forget it when reopened', () => {
    const closed = setGroupOpen(new Set(), 17, false);
    expect([...closed]).toEqual([17]);
    expect([...setGroupOpen(closed, 17, true)]).toEqual([]);
  });

  it('should keep other groups as they are', () => {
    expect([...setGroupOpen(new Set([1, 8]), 2, false)]).toEqual([1, 8, 2]);
    expect([...setGroupOpen(new Set([1, 8]), 1, true)]).toEqual([8]);
  });

  it('should return the same set when nothing changes', () => {
    const closed = new Set([2]);
    expect(setGroupOpen(closed, 2, false)).toBe(closed);
    expect(setGroupOpen(closed, 8, true)).toBe(closed);
  });
});
