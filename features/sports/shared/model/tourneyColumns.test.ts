import { describe, expect, it } from 'vitest';
import { feedEvent, twoWayMarkets } from '../testing/feedFixtures.ts';
import { tourneyColumns } from './tourneyColumns.ts';

describe('tourneyColumns', () => {
  it('should caption football with 1 X 2', () => {
    expect(tourneyColumns({ events: [feedEvent({ id: 1 })] })).toEqual(['1', 'X', '2']);
  });

  it('should caption sports without a draw with 1 2', () => {
    const tennis = feedEvent({ id: 2, sportId: 4, markets: twoWayMarkets(2) });
    expect(tourneyColumns({ events: [tennis] })).toEqual(['1', '2']);
  });

  it('should look past events without a match result', () => {
    const noResult = feedEvent({ id: 3, markets: [] });
    const tennis = feedEvent({ id: 4, markets: twoWayMarkets(4) });
    expect(tourneyColumns({ events: [noResult, tennis] })).toEqual(['1', '2']);
    expect(tourneyColumns({ events: [noResult] })).toEqual(['1', 'X', '2']);
  });
});
