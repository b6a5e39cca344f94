import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import {
  evoCatalogueTables,
  evoLiveTables,
  guestContext,
  playerContext,
} from '../testing/fixtures.ts';
import { favouriteKey } from '../../shared/model/slotGame.ts';
import { evolutionLiveProvider } from './evolutionLive.ts';

function tablesApi(catalogue = evoCatalogueTables) {
  return createFixtureApi({
    'GET /api/evo/games': evoLiveTables,
    'GET /api/casino/games': { games: catalogue, total: catalogue.length, page: 1, pageSize: 100 },
  });
}

describe('evolution live tables', () => {
  it('should ask for the tables and their catalogue entries', async () => {
    const api = tablesApi();
    await evolutionLiveProvider.list(api, guestContext);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/evo/games',
        query: { lang: 'es' },
        body: undefined,
        headers: {},
      },
      {
        method: 'GET',
        path: '/api/casino/games',
        query: { routeProvider: 'evolution', category: 'live-casino', pageSize: 100, lang: 'es' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should make each table a live Slot game with its category and catalogue id', async () => {
    const [roulette] = await evolutionLiveProvider.list(tablesApi(), playerContext);
    expect(roulette).toEqual({
      id: 201,
      gameId: '1800001',
      gameName: 'Live Azure Roulette',
      description: 'Ruleta en vivo.',
      provider: 'evolution',
      routeProvider: 'evolution',
      imageUrl: evoLiveTables[0]?.image,
      tab: ['live-casino', 'roulette'],
      format: 'html5',
      system: 'evolution',
      technologyId: 'H5',
      isLiveGame: true,
      isDefault: false,
      path: null,
      billing: null,
    });
  });

  it("should share the catalogue's favourite key, so the star follows the favourites", async () => {
    const games = await evolutionLiveProvider.list(tablesApi(), playerContext);
    expect(games.map(favouriteKey)).toEqual(evoCatalogueTables.map(favouriteKey));
  });

  it('should leave out a table the catalogue does not list', async () => {
    const games = await evolutionLiveProvider.list(
      tablesApi(evoCatalogueTables.slice(1)),
      playerContext,
    );
    expect(games.map((game) => game.gameId)).toEqual(['1800002', '1800003']);
  });

  it('should open a table through open_frame as a live game', async () => {
    const api = createFixtureApi({
      'GET /api/evolution/open_frame': { launch_url: '/demo/game/t', expires_at: 'later' },
    });
    const url = await evolutionLiveProvider.launch(api, { gameId: '1800002' }, playerContext);
    expect(url).toBe('/demo/game/t');
    expect(api.calls[0]?.query).toEqual({
      page_id: '1800002',
      language: 'es-ES',
      system: undefined,
      game_type: 'live',
    });
  });
});
