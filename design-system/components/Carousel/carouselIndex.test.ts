import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, wrapIndex } from './carouselIndex.ts';

describe('wrapIndex', () => {
  it('should keep an index inside the range as it is', () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(2, 3)).toBe(2);
  });

  it('should wrap past the end back to the start', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it('should wrap below zero to the end', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it('should return 0 when there are no slides', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(wrapIndex(-1, -2)).toBe(0);
  });

  it('should drop a fractional part', () => {
    expect(wrapIndex(1.9, 3)).toBe(1);
  });
});

describe('nextIndex', () => {
  it('should move to the following slide', () => {
    expect(nextIndex(0, 4)).toBe(1);
  });

  it('should loop from the last slide to the first', () => {
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('should stay on the only slide', () => {
    expect(nextIndex(0, 1)).toBe(0);
  });
});

describe('previousIndex', () => {
  it('should move to the slide before', () => {
    expect(previousIndex(2, 4)).toBe(1);
  });

  it('should loop from the first slide to the last', () => {
    expect(previousIndex(0, 4)).toBe(3);
  });

  it('should stay on the only slide', () => {
    expect(previousIndex(0, 1)).toBe(0);
  });
});
