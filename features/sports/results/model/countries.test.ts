import { describe, expect, it } from 'vitest';
import { groupByCountry, type ResultTourney } from './countries.ts';

const tourney = (
  id: number,
  countryId: number,
  countryName: string,
  sportId = 1,
): ResultTourney => ({
  id,
  name: `Tourney ${id}`,
  priority: id,
  countryId,
  countryName,
  count: 2,
  sportId,
});

describe('groupByCountry', () => {
  it('should keep the countries and tourneys in the order of the answer', () => {
    const groups = groupByCountry([
      tourney(1001, 2, 'Europe'),
      tourney(1003, 3, 'England'),
      tourney(1005, 5, 'Spain'),
      tourney(1009, 5, 'Spain'),
    ]);
    expect(groups.map((group) => group.countryName)).toEqual(['Europe', 'England', 'Spain']);
    expect(groups[2]?.tourneys.map((item) => item.id)).toEqual([1005, 1009]);
  });

  it('should join a country that comes back under another sport to its first group', () => {
    const groups = groupByCountry([
      tourney(1005, 5, 'Spain', 1),
      tourney(1013, 1, 'World', 1),
      tourney(3002, 5, 'Spain', 3),
    ]);
    expect(groups.map((group) => group.countryId)).toEqual([5, 1]);
    expect(groups[0]?.tourneys.map((item) => item.id)).toEqual([1005, 3002]);
  });

  it('should give no groups for no tourneys', () => {
    expect(groupByCountry([])).toEqual([]);
  });
});
