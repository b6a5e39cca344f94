import { describe, expect, it } from 'vitest';
import { earnedFreeBets, turnoverToNextFreeBet } from './turnover.ts';

const rules = { turnoverPerFreeBet: 1200, maxPerWeek: 5 };

describe('earnedFreeBets', () => {
  it('should give one free bet per 1200 staked', () => {
    expect(earnedFreeBets(0, rules)).toBe(0);
    expect(earnedFreeBets(1199, rules)).toBe(0);
    expect(earnedFreeBets(1199.99, rules)).toBe(0);
    expect(earnedFreeBets(1200, rules)).toBe(1);
    expect(earnedFreeBets(2399.99, rules)).toBe(1);
    expect(earnedFreeBets(2400, rules)).toBe(2);
  });

  it('should stop at the weekly maximum', () => {
    expect(earnedFreeBets(6000, rules)).toBe(5);
    expect(earnedFreeBets(1_000_000, rules)).toBe(5);
  });

  it('should not lose a cent to floating point', () => {
    // 0.1 + 0.2 style sums: 1199.9 + 0.1 is 1200 exactly for a player.
    expect(earnedFreeBets(1199.9 + 0.1, rules)).toBe(1);
    expect(earnedFreeBets(3 * 400.0000000001, rules)).toBe(1);
  });

  it('should give nothing for a negative turnover or a broken rule', () => {
    expect(earnedFreeBets(-50, rules)).toBe(0);
    expect(earnedFreeBets(5000, { turnoverPerFreeBet: 0, maxPerWeek: 5 })).toBe(0);
  });
});

describe('turnoverToNextFreeBet', () => {
  it('should be what is missing to the next multiple of 1200', () => {
    expect(turnoverToNextFreeBet(0, rules)).toBe(1200);
    expect(turnoverToNextFreeBet(1199, rules)).toBe(1);
    expect(turnoverToNextFreeBet(1200, rules)).toBe(1200);
    expect(turnoverToNextFreeBet(2000.5, rules)).toBe(399.5);
  });

  it('should be undefined once the maximum is earned', () => {
    expect(turnoverToNextFreeBet(4800, rules)).toBe(1200);
    expect(turnoverToNextFreeBet(6000, rules)).toBeUndefined();
    expect(turnoverToNextFreeBet(9000, rules)).toBeUndefined();
  });
});
