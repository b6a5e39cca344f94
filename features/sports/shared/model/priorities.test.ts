import { describe, expect, it } from 'vitest';
import {
  countryPriority,
  OTHER_COUNTRY_PRIORITY,
  OTHER_SPORT_PRIORITY,
  sortCountries,
  sortSports,
  sportPriority,
} from './priorities.ts';

describe('countryPriority', () => {
  it.each([
    ['World', 1],
    ['Europe', 2],
    ['England', 3],
    ['Germany', 4],
    ['Spain', 5],
    ['Italy', 6],
    ['France', 7],
    ['Turkey', 8],
  ])('should rank %s as %s', (name, priority) => {
    expect(countryPriority(name)).toBe(priority);
  });

  it('should ignore case and surrounding spaces', () => {
    expect(countryPriority(' england ')).toBe(3);
    expect(countryPriority('TURKEY')).toBe(8);
  });

  it('should put every other country last', () => {
    expect(countryPriority('Brazil')).toBe(OTHER_COUNTRY_PRIORITY);
    expect(countryPriority('')).toBe(1000);
  });
});

describe('sortCountries', () => {
  it('should order by priority, then by name', () => {
    const countries = ['Brazil', 'Spain', 'Argentina', 'World', 'England', 'Turkey'].map(
      (name) => ({
        name,
      }),
    );
    expect(sortCountries(countries, 'en').map((country) => country.name)).toEqual([
      'World',
      'England',
      'Spain',
      'Turkey',
      'Argentina',
      'Brazil',
    ]);
  });

  it('should compare names in the given locale', () => {
    const countries = [{ name: 'Zambia' }, { name: 'Åland' }, { name: 'Austria' }];
    expect(sortCountries(countries, 'en').map((country) => country.name)).toEqual([
      'Åland',
      'Austria',
      'Zambia',
    ]);
    // Swedish sorts Å after Z
    expect(sortCountries(countries, 'sv').map((country) => country.name)).toEqual([
      'Austria',
      'Zambia',
      'Åland',
    ]);
  });

  it('should take the priority from the English name when names are translated', () => {
    const countries = [
      { name: 'Brasil', english: 'Brazil' },
      { name: 'Inglaterra', english: 'England' },
      { name: 'Alemania', english: 'Germany' },
    ];
    const sorted = sortCountries(countries, 'es', (country) => country.english);
    expect(sorted.map((country) => country.name)).toEqual(['Inglaterra', 'Alemania', 'Brasil']);
  });

  it('should not change the given list', () => {
    const countries = [{ name: 'Brazil' }, { name: 'World' }];
    sortCountries(countries, 'en');
    expect(countries.map((country) => country.name)).toEqual(['Brazil', 'World']);
  });
});

describe('sportPriority', () => {
  it.each([
    [66, -1],
    [1, 1],
    [4, 2],
    [3, 3],
    [2, 4],
    [6, 5],
    [5, OTHER_SPORT_PRIORITY],
    [300, OTHER_SPORT_PRIORITY],
  ])('should rank sport %s as %s', (id, priority) => {
    expect(sportPriority(id)).toBe(priority);
  });
});

describe('sortSports', () => {
  it('should put 66 first, then 1, 4, 3, 2, 6, then the rest', () => {
    const sports = [7, 2, 6, 1, 66, 3, 4, 5].map((id) => ({ id }));
    expect(sortSports(sports).map((sport) => sport.id)).toEqual([66, 1, 4, 3, 2, 6, 7, 5]);
  });

  it('should keep the given order among sports of equal priority', () => {
    const sports = [
      { id: 9, name: 'first' },
      { id: 1, name: 'football' },
      { id: 8, name: 'second' },
      { id: 7, name: 'third' },
    ];
    expect(sortSports(sports).map((sport) => sport.name)).toEqual([
      'football',
      'first',
      'second',
      'third',
    ]);
  });

  it('should not change the given list', () => {
    const sports = [{ id: 5 }, { id: 66 }];
    expect(sortSports(sports)).not.toBe(sports);
    expect(sports.map((sport) => sport.id)).toEqual([5, 66]);
  });

  it('should handle an empty list', () => {
    expect(sortSports([])).toEqual([]);
  });
});
