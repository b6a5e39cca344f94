import { describe, expect, it } from 'vitest';
import {
  buildBets,
  checkStake,
  checkTicket,
  missingPicks,
  parseBet,
  toBet,
  withPick,
  type Picks,
} from './picks.ts';

const pool = [100085, 100091, 100097];

describe('toBet and parseBet', () => {
  it('should write and read a pick as "<eventId>:<1|X|2>"', () => {
    expect(toBet(100085, 'X')).toBe('100085:X');
    expect(parseBet('100085:X')).toEqual({ eventId: 100085, outcome: 'X' });
    expect(parseBet(' 100091:2 ')).toEqual({ eventId: 100091, outcome: '2' });
  });

  it.each(['100085:x', '100085:3', '100085', ':1', 'abc:1', ''])('should refuse %j', (bet) => {
    expect(parseBet(bet)).toBeUndefined();
  });
});

describe('withPick', () => {
  it('should keep one outcome per match, the last chosen', () => {
    let picks: Picks = {};
    picks = withPick(picks, 100085, '1');
    picks = withPick(picks, 100091, 'X');
    picks = withPick(picks, 100085, '2');
    expect(picks).toEqual({ 100085: '2', 100091: 'X' });
  });

  it('should keep the outcome when it is chosen again', () => {
    expect(withPick({ 100085: '1' }, 100085, '1')).toEqual({ 100085: '1' });
  });
});

describe('missingPicks', () => {
  it('should list the matches without a pick in the pool order', () => {
    expect(missingPicks(pool, { 100091: '1' })).toEqual([100085, 100097]);
    expect(missingPicks(pool, { 100085: '1', 100091: 'X', 100097: '2' })).toEqual([]);
  });
});

describe('buildBets', () => {
  it('should send one pick per match in the pool order', () => {
    expect(buildBets(pool, { 100097: '2', 100085: '1', 100091: 'X' })).toEqual([
      '100085:1',
      '100091:X',
      '100097:2',
    ]);
  });

  it('should drop picks of matches that are not in the pool', () => {
    expect(buildBets(pool, { 100085: '1', 999: 'X' })).toEqual(['100085:1']);
  });
});

// A CLP player's range, as the settings announce it (`limits.toto`).
const clp = { min: 100, max: 10000 };

describe('checkStake', () => {
  it.each([
    ['100', 100],
    ['10000', 10000],
    ['250', 250],
    ['120.5', 120.5],
    ['120,50', 120.5],
    [' 400 ', 400],
  ])('should read %j as %d', (text, amount) => {
    expect(checkStake(text, clp)).toEqual({ amount });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notNumber'],
    ['-5', 'notNumber'],
    ['1e3', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['100.005', 'tooManyDecimals'],
    ['0', 'belowMin'],
    ['1', 'belowMin'],
    ['99.99', 'belowMin'],
    ['10000.01', 'aboveMax'],
    ['25000', 'aboveMax'],
  ])('should refuse %j (%s)', (text, problem) => {
    expect(checkStake(text, clp)).toEqual({ problem });
  });

  it('should take Chilean pesos, which have no decimals, in whole amounts only', () => {
    expect(checkStake('250', clp, 0)).toEqual({ amount: 250 });
    expect(checkStake('250,00', clp, 0)).toEqual({ amount: 250 });
    expect(checkStake('120,50', clp, 0)).toEqual({ problem: 'wholeAmount' });
  });

  it("should take the range of another currency's settings", () => {
    expect(checkStake('1', { min: 1, max: 10000 })).toEqual({ amount: 1 });
    expect(checkStake('0.4', { min: 0.5, max: 10000 })).toEqual({ problem: 'belowMin' });
  });

  it('should check only the form when no range is known, leaving the range to the platform', () => {
    expect(checkStake('1', undefined)).toEqual({ amount: 1 });
    expect(checkStake('25000', undefined)).toEqual({ amount: 25000 });
    expect(checkStake('1.005', undefined)).toEqual({ problem: 'tooManyDecimals' });
  });
});

describe('checkTicket', () => {
  const allPicked: Picks = { 100085: '1', 100091: 'X', 100097: '2' };

  it('should give the bets and amount of a complete ticket', () => {
    expect(checkTicket(pool, allPicked, '500', clp)).toEqual({
      ok: true,
      bets: ['100085:1', '100091:X', '100097:2'],
      amount: 500,
    });
  });

  it('should name the missing matches and the stake problem together', () => {
    expect(checkTicket(pool, { 100085: '1' }, '', clp)).toEqual({
      ok: false,
      missing: [100091, 100097],
      stakeProblem: 'required',
    });
  });

  it('should refuse a complete ticket with a stake outside the range', () => {
    expect(checkTicket(pool, allPicked, '20000', clp)).toEqual({
      ok: false,
      missing: [],
      stakeProblem: 'aboveMax',
    });
    expect(checkTicket(pool, allPicked, '50', clp)).toMatchObject({ stakeProblem: 'belowMin' });
  });

  it('should refuse a pool without matches', () => {
    expect(checkTicket([], {}, '500', clp)).toMatchObject({ ok: false });
  });
});
