import { describe, expect, it } from 'vitest';
import { liveEvent, twoWayMarkets } from '../../shared/testing/feedFixtures.ts';
import { groupLiveSports, liveSportCounts, sortLiveEvents } from './liveGroups.ts';

const laLiga = liveEvent({ id: 10 });
const laLigaEarlier = liveEvent({ id: 11, startDate: '2026-11-21T17:00:00.000Z' });
const premier = liveEvent({
  id: 12,
  champId: 1003,
  champName: 'Premier League',
  countryId: 3,
  countryName: 'Inglaterra',
  priority: 2,
});
const tennis = liveEvent({
  id: 13,
  sportId: 4,
  sportName: 'Tenis',
  champId: 4001,
  champName: 'ATP',
  countryId: 1,
  countryName: 'Mundo',
  priority: 1,
  markets: twoWayMarkets(13),
});
const tableTennis = liveEvent({ id: 14, sportId: 10, sportName: 'Tenis de mesa', champId: 10001 });
const basketball = liveEvent({ id: 15, sportId: 3, sportName: 'Baloncesto', champId: 3001 });

describe('sortLiveEvents', () => {
  it('should order by sport priority, tourney priority, then start', () => {
    const sorted = sortLiveEvents([
      tableTennis,
      laLiga,
      tennis,
      basketball,
      premier,
      laLigaEarlier,
    ]);
    expect(sorted.map((event) => event.id)).toEqual([12, 11, 10, 13, 15, 14]);
  });

  it('should not change the array it was given', () => {
    const events = [tennis, laLiga];
    sortLiveEvents(events);
    expect(events).toEqual([tennis, laLiga]);
  });
});

describe('liveSportCounts', () => {
  it('should count the live events of each sport in menu order', () => {
    expect(liveSportCounts([tennis, laLiga, premier, basketball])).toEqual([
      { id: 1, name: 'Fútbol', count: 2 },
      { id: 4, name: 'Tenis', count: 1 },
      { id: 3, name: 'Baloncesto', count: 1 },
    ]);
  });

  it('should have no tabs without events', () => {
    expect(liveSportCounts([])).toEqual([]);
  });
});

describe('groupLiveSports', () => {
  it('should group every sport, then tourneys, for sport 0', () => {
    const sports = groupLiveSports([tennis, laLiga, premier, laLigaEarlier], 0);
    expect(sports.map((sport) => sport.id)).toEqual([1, 4]);
    expect(sports[0]?.tourneys.map((tourney) => tourney.id)).toEqual([1003, 1005]);
    expect(sports[0]?.tourneys[1]?.events.map((event) => event.id)).toEqual([11, 10]);
  });

  it('should keep one sport when one is chosen', () => {
    const sports = groupLiveSports([tennis, laLiga, premier], 4);
    expect(sports).toHaveLength(1);
    expect(sports[0]?.name).toBe('Tenis');
  });

  it('should give nothing for a sport without live events', () => {
    expect(groupLiveSports([tennis, laLiga], 66)).toEqual([]);
  });

  it('should keep the event objects, so memoised rows can skip rendering', () => {
    const [sport] = groupLiveSports([laLiga], 0);
    expect(sport?.tourneys[0]?.events[0]).toBe(laLiga);
  });
});
