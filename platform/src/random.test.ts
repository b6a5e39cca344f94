import { describe, expect, it } from 'vitest';
import { createRandom, secureDraws } from './random.ts';

describe('createRandom', () => {
  it('should repeat the same sequence for the same seed', () => {
    const draw = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.int(1, 100));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw('demo')).toEqual(draw('demo'));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('should give forks streams independent of draws on the parent', () => {
    const first = createRandom(1);
    const second = createRandom(1);
    second.next();
    expect(first.fork('feed').next()).toBe(second.fork('feed').next());
  });

  it('should stay within bounds', () => {
    const random = createRandom(3);
    for (let index = 0; index < 1000; index++) {
      const value = random.int(2, 4);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(4);
    }
  });
});

describe('secureDraws', () => {
  it('should stay within bounds and shuffle into a permutation', () => {
    for (let index = 0; index < 1000; index++) {
      const value = secureDraws.int(2, 4);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(4);
      const uniform = secureDraws.next();
      expect(uniform).toBeGreaterThanOrEqual(0);
      expect(uniform).toBeLessThan(1);
    }
    const deck = Array.from({ length: 52 }, (_, index) => index);
    expect([...secureDraws.shuffle(deck)].sort((a, b) => a - b)).toEqual(deck);
  });
});
