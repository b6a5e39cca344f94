import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../api/feedTypes.ts';
import { groupBySport, groupByTourney, toggleAll, toggleId } from './tourneys.ts';

function event(id: number, sportId: number, champId: number): FeedItem {
  return {
    id,
    status: 0,
    startDate: '2026-11-20T18:00:00.000Z',
    sportId,
    sportName: sportId === 1 ? 'Football' : 'Tennis',
    gameId: null,
    gameName: null,
    champId,
    champName: `Tourney ${String(champId)}`,
    countryId: 5,
    countryName: 'Spain',
    team1: 'A',
    team2: 'B',
    score: null,
    time: null,
    priority: 1,
    stat: null,
    periodScore: [],
    subScore: null,
    stopped: false,
    betsCount: 10,
    markets: [],
  };
}

describe('groupByTourney', () => {
  it('should keep the feed order of tourneys and of their events', () => {
    const groups = groupByTourney([event(1, 1, 1005), event(2, 1, 1003), event(3, 1, 1005)]);
    expect(groups.map(({ id, events }) => [id, events.map((item) => item.id)])).toEqual([
      [1005, [1, 3]],
      [1003, [2]],
    ]);
    expect(groups[0]).toMatchObject({ name: 'Tourney 1005', countryName: 'Spain', sportId: 1 });
  });
});

describe('groupBySport', () => {
  it('should group tourneys under their sport', () => {
    const sports = groupBySport([event(1, 1, 1005), event(2, 4, 4001), event(3, 1, 1003)]);
    expect(sports.map(({ id, tourneys }) => [id, tourneys.map((item) => item.id)])).toEqual([
      [1, [1005, 1003]],
      [4, [4001]],
    ]);
  });
});

describe('toggles', () => {
  it('should close everything when anything is open, else open everything', () => {
    expect([...toggleAll(new Set([2]), [1, 2, 3])]).toEqual([]);
    expect([...toggleAll(new Set(), [1, 2, 3])]).toEqual([1, 2, 3]);
  });

  it('should toggle one id', () => {
    expect([...toggleId(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleId(new Set([1, 2]), 1)]).toEqual([2]);
  });
});
