import { describe, expect, it } from 'vitest';
import type { CountryCount, SportCount } from '../api/lineTypes.ts';
import { lineNames, menuSports } from './sportMenu.ts';

const country = (id: number, name: string, count = 3): CountryCount => ({
  id,
  name,
  priority: 1000,
  count,
  tourneys: [],
});

const sport = (id: number, name: string, countries: CountryCount[], count = 5): SportCount => ({
  id,
  name,
  priority: 1,
  count,
  countries,
});

describe('menuSports', () => {
  it('should order sports by the icon priorities 1, 4, 3, 2, 6, then the rest as sent', () => {
    const sports = menuSports(
      [
        sport(300, 'Ciberdeportes', []),
        sport(2, 'Hockey sobre hielo', []),
        sport(10, 'Tenis de mesa', []),
        sport(4, 'Tenis', []),
        sport(1, 'Fútbol', []),
      ],
      'es-ES',
    );
    expect(sports.map((item) => item.id)).toEqual([1, 4, 2, 300, 10]);
  });

  it('should order countries by the spec priority from their ids, then by localized name', () => {
    const [football] = menuSports(
      [
        sport(1, 'Fútbol', [
          country(13, 'Chile'),
          country(5, 'España'),
          country(11, 'Brasil'),
          country(3, 'Inglaterra'),
          country(1, 'Mundo'),
        ]),
      ],
      'es-ES',
    );
    expect(football?.countries.map((item) => item.name)).toEqual([
      'Mundo',
      'Inglaterra',
      'España',
      'Brasil',
      'Chile',
    ]);
  });

  it('should leave out sports and countries without events', () => {
    const sports = menuSports(
      [
        sport(1, 'Fútbol', [country(5, 'España', 0), country(6, 'Italia')]),
        sport(4, 'Tenis', [], 0),
      ],
      'es-ES',
    );
    expect(sports).toHaveLength(1);
    expect(sports[0]?.countries.map((item) => item.id)).toEqual([6]);
  });
});

describe('lineNames', () => {
  const map = [sport(1, 'Football', [country(5, 'Spain')])];

  it('should name the sport and the country of a line', () => {
    expect(lineNames(map, 1, 5)).toEqual({ sportName: 'Football', countryName: 'Spain' });
    expect(lineNames(map, 1, null)).toEqual({ sportName: 'Football', countryName: null });
  });

  it('should give nulls for what the menu does not know', () => {
    expect(lineNames(map, 4, 5)).toEqual({ sportName: null, countryName: null });
    expect(lineNames(map, 1, 9)).toEqual({ sportName: 'Football', countryName: null });
  });
});
