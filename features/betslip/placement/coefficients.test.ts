import { describe, expect, it } from 'vitest';
import {
  cappedWin,
  combinationsOf,
  freeBetWin,
  potentialWin,
  roundToCents,
  totalCoefficient,
} from './coefficients.ts';

const rated = (...rates: number[]) => rates.map((rate) => ({ rate }));

describe('totalCoefficient', () => {
  it('should be the rate of one bet and 0 without bets', () => {
    expect(totalCoefficient(rated(1.85), { kind: 'single' })).toBe(1.85);
    expect(totalCoefficient([], { kind: 'express' })).toBe(0);
  });

  it('should multiply an express and round it to two decimals', () => {
    expect(totalCoefficient(rated(1.5, 2.1, 1.33), { kind: 'express' })).toBe(4.19);
  });

  it('should average the rounded combinations of a system', () => {
    // 2 of 3: 1.5×2 = 3, 1.5×3 = 4.5, 2×3 = 6 → 13.5 / 3
    expect(totalCoefficient(rated(1.5, 2, 3), { kind: 'system', size: 2 })).toBe(4.5);
  });

  it('should treat a system size the bets do not allow as an express', () => {
    expect(totalCoefficient(rated(2, 2, 2), { kind: 'system', size: 3 })).toBe(8);
  });
});

describe('potentialWin', () => {
  it('should pay stake × coefficient for a single and an express', () => {
    expect(potentialWin(rated(2.5), { kind: 'single' }, 100)).toBe(250);
    expect(potentialWin(rated(1.5, 2), { kind: 'express' }, 10)).toBe(30);
  });

  it('should split a system stake over C(n, k) combinations, every one winning', () => {
    // 3 combinations, 30 → 10 each: 10×3 + 10×4.5 + 10×6
    expect(potentialWin(rated(1.5, 2, 3), { kind: 'system', size: 2 }, 30)).toBe(135);
    // 3 of 4: C(4,3) = 4 combinations of 8, 100 → 25 each
    expect(potentialWin(rated(2, 2, 2, 2), { kind: 'system', size: 3 }, 100)).toBe(800);
  });

  it('should be 0 without a usable stake or bets', () => {
    expect(potentialWin(rated(2), { kind: 'single' }, 0)).toBe(0);
    expect(potentialWin(rated(2), { kind: 'single' }, Number.NaN)).toBe(0);
    expect(potentialWin([], { kind: 'single' }, 10)).toBe(0);
  });

  it('should round to the cent without float drift', () => {
    expect(potentialWin(rated(1.15), { kind: 'single' }, 100)).toBe(115);
    expect(potentialWin(rated(1.1), { kind: 'single' }, 0.7)).toBe(0.77);
    // 0.05 × 1.01 = 0.0505: half a cent, rounded up as the platform does.
    expect(potentialWin(rated(1.01), { kind: 'single' }, 0.5)).toBe(0.51);
  });
});

describe('freeBetWin', () => {
  it('should pay a free bet its winnings only: stake × (coefficient − 1)', () => {
    // The platform pays 93 for a 100 free bet at 1.93, and the bet history shows 93.
    expect(freeBetWin(rated(1.93), { kind: 'single' }, 100)).toBe(93);
    expect(freeBetWin(rated(1.75, 2), { kind: 'express' }, 100)).toBe(250);
  });

  it('should count in cents, without float drift', () => {
    // 100 × 1.15 is 114.99999999999999 in floats; 0.7 × 1.1 − 0.7 is 0.07000000000000006.
    expect(freeBetWin(rated(1.15), { kind: 'single' }, 100)).toBe(15);
    expect(freeBetWin(rated(1.1), { kind: 'single' }, 0.7)).toBe(0.07);
    expect(freeBetWin(rated(1.01), { kind: 'single' }, 0.5)).toBe(0.01);
    expect(freeBetWin(rated(2.01), { kind: 'single' }, 100.33)).toBe(101.33);
  });

  it('should take a system’s winnings over all its combinations', () => {
    // 2 of 3 at 1.5, 2, 3: payout 135 for 30, so 105 won.
    expect(freeBetWin(rated(1.5, 2, 3), { kind: 'system', size: 2 }, 30)).toBe(105);
  });

  it('should be 0 without a usable stake or bets', () => {
    expect(freeBetWin(rated(1.93), { kind: 'single' }, 0)).toBe(0);
    expect(freeBetWin([], { kind: 'single' }, 100)).toBe(0);
  });
});

describe('cappedWin', () => {
  it('should not exceed the maximum win once the server gave one', () => {
    expect(cappedWin(250_000, { min: 1, max: 10_000, maxWin: 200_000 })).toBe(200_000);
    expect(cappedWin(150, { min: 1, max: 10_000, maxWin: 200_000 })).toBe(150);
    expect(cappedWin(250_000, { min: 1, max: 10_000 })).toBe(250_000);
  });
});

describe('helpers', () => {
  it('should list combinations in order and round half-cents up', () => {
    expect(combinationsOf([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(combinationsOf([1, 2, 3, 4, 5], 3)).toHaveLength(10);
    expect(roundToCents(1.005)).toBe(1.01);
  });
});
