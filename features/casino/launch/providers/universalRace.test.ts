import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { fixtureGame } from '../../shared/testing/fixtures.ts';
import { playerContext } from '../testing/fixtures.ts';
import { universalRaceProvider } from './universalRace.ts';

const race = fixtureGame({
  id: 311,
  gameId: 'universal-race',
  gameName: 'Universal Race',
  provider: 'Universal Race',
  routeProvider: 'universalrace',
  system: 'html',
  tab: ['horse-races'],
});

describe('universal race provider', () => {
  it('should list the horse race from the catalogue', async () => {
    const api = createFixtureApi({
      'GET /api/casino/games': { games: [race], total: 1, page: 1, pageSize: 10, pageCount: 1 },
    });
    expect(await universalRaceProvider.list(api, playerContext)).toEqual([race]);
    expect(api.calls[0]).toEqual({
      method: 'GET',
      path: '/api/casino/games',
      query: { routeProvider: 'universalrace', lang: 'es' },
      body: undefined,
      headers: {},
    });
  });

  it('should log in with the language and partner headers and answer the game_url', async () => {
    const api = createFixtureApi({
      'GET /api/universalrace/login': { game_url: '/demo/game/race', expires_at: 'later' },
    });
    const url = await universalRaceProvider.launch(
      api,
      { gameId: 'universal-race' },
      playerContext,
    );
    expect(url).toBe('/demo/game/race');
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/universalrace/login',
        query: { lang: 'es' },
        body: undefined,
        headers: { 'partner-name': 'demo', authorization: 'Player 104857' },
      },
    ]);
  });
});
