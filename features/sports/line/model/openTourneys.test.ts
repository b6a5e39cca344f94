import { describe, expect, it } from 'vitest';
import { openIdsOf, setTourneyOpen, toggleAllClosed } from './openTourneys.ts';

const all = [1001, 1003, 1005];

describe('open tourneys', () => {
  it('should open every tourney nobody closed, new ones included', () => {
    expect([...openIdsOf(all, new Set([1003]))]).toEqual([1001, 1005]);
    expect([...openIdsOf([...all, 4001], new Set([1003]))]).toEqual([1001, 1005, 4001]);
  });

  it('should close everything when any tourney is open', () => {
    expect([...toggleAllClosed(all, new Set())]).toEqual(all);
    expect([...toggleAllClosed(all, new Set([1001, 1003]))]).toEqual(all);
  });

  it('should open everything when every tourney is closed', () => {
    expect([...toggleAllClosed(all, new Set(all))]).toEqual([]);
  });

  it('should open and close one tourney', () => {
    const closed = setTourneyOpen(new Set(), 1003, false);
    expect([...closed]).toEqual([1003]);
    expect([...setTourneyOpen(closed, 1003, true)]).toEqual([]);
  });
});
