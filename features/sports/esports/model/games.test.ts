import { describe, expect, it } from 'vitest';
import { esportsMap } from '../fixtures.ts';
import { effectiveGameId, esportsGames, shownGames, type MapSport } from './games.ts';

describe('esportsGames', () => {
  it('should take the games of sport 300, lower priority first, tourneys too', () => {
    const games = esportsGames(esportsMap);
    expect(games.map((game) => game.id)).toEqual([301, 302, 303, 304]);
    expect(games[0]?.tourneys.map((tourney) => tourney.id)).toEqual([300001, 300002]);
  });

  it('should sort games and tourneys the map sends out of order', () => {
    const map: MapSport[] = [
      {
        id: 300,
        name: 'Esports',
        priority: 7,
        count: 3,
        games: [
          { id: 302, name: 'Dota 2', priority: 2, count: 1, tourneys: [tourney(300002, 1)] },
          {
            id: 301,
            name: 'Counter-Strike 2',
            priority: 1,
            count: 2,
            tourneys: [tourney(300005, 5), tourney(300001, 1)],
          },
        ],
      },
    ];
    const games = esportsGames(map);
    expect(games.map((game) => game.id)).toEqual([301, 302]);
    expect(games[0]?.tourneys.map((entry) => entry.id)).toEqual([300001, 300005]);
  });

  it('should have no games when the map has no esports, or a game no tourneys', () => {
    expect(esportsGames([])).toEqual([]);
    expect(esportsGames([{ id: 1, name: 'Football', priority: 1, count: 9 }])).toEqual([]);
    expect(
      esportsGames([
        {
          id: 300,
          name: 'Esports',
          priority: 7,
          count: 0,
          games: [{ id: 304, name: 'Valorant', priority: 4, count: 0, tourneys: [] }],
        },
      ]),
    ).toEqual([]);
  });
});

describe('shownGames', () => {
  const games = esportsGames(esportsMap);

  it('should show every game for all esports (id 0)', () => {
    expect(shownGames(games, 0)).toHaveLength(4);
    expect(effectiveGameId(games, 0)).toBe(0);
  });

  it('should show the chosen game alone', () => {
    expect(shownGames(games, 303).map((game) => game.id)).toEqual([303]);
    expect(effectiveGameId(games, 303)).toBe(303);
  });

  it('should fall back to all when the chosen game left the map', () => {
    expect(effectiveGameId(games, 399)).toBe(0);
    expect(shownGames(games, 399)).toHaveLength(4);
  });
});

function tourney(id: number, priority: number) {
  return { id, name: `T${String(id)}`, priority, countryId: 1, countryName: 'World', count: 1 };
}
