import { describe, expect, it } from 'vitest';
import {
  checkStake,
  combinations,
  quickStakes,
  stakeAmount,
  systemSizes,
  typeOfTab,
} from './stake.ts';

const limits = { min: 100, max: 1000000 };

describe('checkStake', () => {
  it('should accept whole amounts and a decimal comma or point', () => {
    expect(checkStake('1500', limits)).toEqual({ ok: true, amount: 1500 });
    expect(checkStake('1500,5', limits)).toEqual({ ok: true, amount: 1500.5 });
    expect(checkStake(' 1 500.25 ', limits)).toEqual({ ok: true, amount: 1500.25 });
  });

  it('should name what is wrong', () => {
    expect(checkStake('', limits)).toEqual({ ok: false, problem: 'required' });
    expect(checkStake('abc', limits)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkStake('-5', limits)).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkStake('100,123', limits)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(checkStake('99,99', limits)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkStake('1000000,01', limits)).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('should take a currency without decimals (Chilean pesos) in whole amounts only', () => {
    expect(checkStake('1500', limits, 0)).toEqual({ ok: true, amount: 1500 });
    expect(checkStake('1500,00', limits, 0)).toEqual({ ok: true, amount: 1500 });
    expect(checkStake('1500,50', limits, 0)).toEqual({ ok: false, problem: 'wholeAmount' });
    // A Chilean "1.500" is not read as one and a half pesos: it is refused, never misread.
    expect(checkStake('1.500', limits, 0)).toEqual({ ok: false, problem: 'wholeAmount' });
  });

  it('should accept the limits themselves', () => {
    expect(checkStake('100', limits)).toEqual({ ok: true, amount: 100 });
    expect(checkStake('1000000', limits)).toEqual({ ok: true, amount: 1000000 });
  });
});

describe('stakeAmount', () => {
  it('should read a stake being typed, 0 while it is not a number', () => {
    expect(stakeAmount('12,5')).toBe(12.5);
    expect(stakeAmount('12,')).toBe(12);
    expect(stakeAmount('x')).toBe(0);
  });
});

describe('quickStakes', () => {
  it('should offer multiples of the minimum within the maximum', () => {
    expect(quickStakes({ min: 100, max: 1000000 })).toEqual([1000, 5000, 10000, 50000]);
    expect(quickStakes({ min: 1, max: 200 })).toEqual([10, 50, 100]);
  });
});

describe('system sizes', () => {
  it('should offer k of n for k from 2 to n - 1', () => {
    expect(systemSizes(2)).toEqual([]);
    expect(systemSizes(3)).toEqual([2]);
    expect(systemSizes(5)).toEqual([2, 3, 4]);
  });

  it('should count the combinations', () => {
    expect(combinations(3, 2)).toBe(3);
    expect(combinations(4, 2)).toBe(6);
    expect(combinations(6, 3)).toBe(20);
    expect(combinations(3, 4)).toBe(0);
  });

  it('should start a system at 2', () => {
    expect(typeOfTab('system')).toEqual({ kind: 'system', size: 2 });
    expect(typeOfTab('express')).toEqual({ kind: 'express' });
  });
});
