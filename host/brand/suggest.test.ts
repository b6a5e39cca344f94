import { describe, expect, it } from 'vitest';
import { closestWord, didYouMean, editDistance } from './suggest.ts';

describe('editDistance', () => {
  it('should count a swap of two neighbours as one slip', () => {
    expect(editDistance('nmae', 'name')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });

  it('should count insertions, deletions and substitutions', () => {
    expect(editDistance('colour', 'color')).toBe(1);
    expect(editDistance('pragmatik', 'pragmatic')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('closestWord', () => {
  it('should guess the nearest known word, ignoring case', () => {
    expect(closestWord('Pragmatik', ['pragmatic', 'pragmaticLive'])).toBe('pragmatic');
    expect(closestWord('bannedProvider', ['bannedProviders', 'features'])).toBe('bannedProviders');
  });

  it('should not guess when nothing is close', () => {
    expect(closestWord('wallpaper', ['logo', 'favicon'])).toBeUndefined();
    expect(didYouMean('wallpaper', ['logo', 'favicon'])).toBe('');
  });

  it('should phrase the hint for a message', () => {
    expect(didYouMean('blu', ['blue', 'black'])).toBe(' (did you mean "blue"?)');
  });
});
