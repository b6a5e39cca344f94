import { describe, expect, it } from 'vitest';
import type { FeedItem, Market } from '../../shared/api/feedTypes.ts';
import type { Favourite } from '../../shared/favourites/useFavourites.ts';
import { feedEvent, odd } from '../../shared/testing/feedFixtures.ts';
import { arrangeFavourites, favouriteEventIds, toListEvent } from './favourites.ts';

function favourite(eventId: number, isActive = true): Favourite {
  return {
    ID: eventId * 10,
    data: { eventDate: '2026-11-21T20:00:00.000Z', ID: eventId, name: 'A - B', type: 'line' },
    isActive,
    user: 104857,
  };
}

describe('favouriteEventIds', () => {
  it('should list each event once, in the list order', () => {
    expect(favouriteEventIds([favourite(3), favourite(1), favourite(3)])).toEqual([3, 1]);
  });
});

describe('toListEvent', () => {
  const fullMarkets: Market[] = [
    { groupId: 19, name: 'Both teams to score', odds: [odd(1, 19, 180, 'Yes', 1.8)] },
    {
      groupId: 17,
      name: 'Total',
      odds: [
        odd(1, 17, 9, 'Over 1.5', 1.3, 1.5),
        odd(1, 17, 10, 'Under 1.5', 3.4, 1.5),
        odd(1, 17, 9, 'Over 2.5', 1.95, 2.5),
        odd(1, 17, 10, 'Under 2.5', 1.85, 2.5),
      ],
    },
    { groupId: 1, name: 'Match result', odds: [odd(1, 1, 1, '1', 2.1)] },
    {
      groupId: 2,
      name: 'Handicap',
      odds: [
        { ...odd(1, 2, 7, 'H1 (0)', 1.9, 0), b: true },
        { ...odd(1, 2, 8, 'H2 (0)', 1.9, 0), b: true },
        odd(1, 2, 7, 'H1 (-1)', 3.1, -1),
        odd(1, 2, 8, 'H2 (+1)', 1.35, 1),
      ],
    },
  ];

  it('should keep groups 1, 8, 2 and 17 in display order', () => {
    const event = toListEvent(feedEvent({ id: 1, markets: fullMarkets }));
    expect(event.markets.map((market) => market.groupId)).toEqual([1, 2, 17]);
  });

  it('should keep the handicap and total line whose prices are closest, blocked pairs last', () => {
    const event = toListEvent(feedEvent({ id: 1, markets: fullMarkets }));
    const total = event.markets.find((market) => market.groupId === 17);
    expect(total?.odds.map((item) => item.name)).toEqual(['Over 2.5', 'Under 2.5']);
    const handicap = event.markets.find((market) => market.groupId === 2);
    expect(handicap?.odds.map((item) => item.name)).toEqual(['H1 (-1)', 'H2 (+1)']);
  });
});

describe('arrangeFavourites', () => {
  const events: FeedItem[] = [
    feedEvent({ id: 3, startDate: '2026-11-22T18:00:00.000Z' }),
    feedEvent({
      id: 2,
      startDate: '2026-11-21T10:00:00.000Z',
      sportId: 4,
      sportName: 'Tenis',
      champId: 4001,
      champName: 'ATP',
    }),
    feedEvent({ id: 1, startDate: '2026-11-20T20:00:00.000Z' }),
    feedEvent({ id: 9, startDate: '2026-11-15T20:00:00.000Z', status: 2, score: '1:0' }),
  ];
  const list = [favourite(9), favourite(1), favourite(2), favourite(3)];

  it('should group by sport and tourney, earliest first', () => {
    const { active } = arrangeFavourites(list, events);
    expect(active.map((sport) => sport.name)).toEqual(['Fútbol', 'Tenis']);
    expect(active[0]?.tourneys[0]?.events.map((event) => event.id)).toEqual([1, 3]);
  });

  it('should set finished events apart, without prices', () => {
    const { finished } = arrangeFavourites(list, events);
    expect(finished.map((event) => event.id)).toEqual([9]);
    expect(finished[0]?.markets).toEqual([]);
    expect(finished[0]?.betsCount).toBe(0);
  });

  it('should treat a favourite the platform marks inactive as finished', () => {
    const { active, finished } = arrangeFavourites([favourite(1, false)], events);
    expect(active).toEqual([]);
    expect(finished.map((event) => event.id)).toEqual([1]);
  });

  it('should drop events no longer in the list', () => {
    const { active, finished } = arrangeFavourites([favourite(3)], events);
    expect(
      active.flatMap((sport) => sport.tourneys.flatMap((t) => t.events.map((e) => e.id))),
    ).toEqual([3]);
    expect(finished).toEqual([]);
  });
});
