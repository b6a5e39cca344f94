import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { evolutionEntry, playerContext } from '../testing/fixtures.ts';
import { evolutionProvider } from './evolution.ts';

const feed = [
  evolutionEntry('1600013'),
  evolutionEntry('1600026', { MerchantName: 'Pragmatic Play' }),
  evolutionEntry('1600039', { MerchantName: 'Upgaming', System: 'upgaming' }),
  evolutionEntry('1571014', { MerchantName: 'Habanero', System: 'habanero' }),
  evolutionEntry('1600052', { ImageURL: '/api/casino/thumb/1600052.svg' }),
  evolutionEntry('1600013'),
  evolutionEntry('1600065', { MerchantName: 'Ezugi' }),
  evolutionEntry('1727053'),
];

const launchAnswer = { launch_url: '/demo/game/evo', expires_at: 'later' };

describe('evolution provider', () => {
  it('should ask for the softgaming slots feed in the interface language', async () => {
    const api = createFixtureApi({ 'GET /api/evolution/get_game_list': feed });
    await evolutionProvider.list(api, playerContext);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/evolution/get_game_list',
        query: { game_type: 'softgaming-slots', lang: 'es' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it("should apply the feed's rules: merchants, images, duplicates, weights, crash", async () => {
    const api = createFixtureApi({ 'GET /api/evolution/get_game_list': feed });
    const games = await evolutionProvider.list(api, playerContext);
    expect(games.map((game) => [game.gameId, game.tab])).toEqual([
      ['1727053', ['slot-machines']],
      ['1571014', ['slot-machines']],
      ['1600013', ['slot-machines']],
      ['1600039', ['crash']],
    ]);
  });

  it('should name a game in the interface language and keep its merchant code', async () => {
    const api = createFixtureApi({ 'GET /api/evolution/get_game_list': feed });
    const games = await evolutionProvider.list(api, playerContext);
    expect(games[1]).toEqual({
      id: 1571014,
      gameId: '1571014',
      gameName: 'Juego 1571014',
      description: 'Descripción 1571014',
      provider: 'habanero',
      routeProvider: 'evolution',
      imageUrl: '/api/casino/thumb/evosw/1571014.svg',
      tab: ['slot-machines'],
      format: 'html5',
      system: 'habanero',
      technologyId: 'H5',
      isLiveGame: false,
      isDefault: false,
      path: null,
      billing: null,
    });
  });

  it('should fall back to the English name when the language has none', async () => {
    const api = createFixtureApi({
      'GET /api/evolution/get_game_list': [evolutionEntry('1', { Trans: { en: 'Only English' } })],
    });
    const [game] = await evolutionProvider.list(api, playerContext);
    expect(game?.gameName).toBe('Only English');
  });

  it('should open a known slot with its system and game type', async () => {
    const api = createFixtureApi({ 'GET /api/evolution/open_frame': launchAnswer });
    const url = await evolutionProvider.launch(
      api,
      { gameId: '1571014', system: 'habanero', isLiveGame: false },
      playerContext,
    );
    expect(url).toBe('/demo/game/evo');
    expect(api.calls[0]).toEqual({
      method: 'GET',
      path: '/api/evolution/open_frame',
      query: {
        page_id: '1571014',
        language: 'es-ES',
        system: 'habanero',
        game_type: 'softgaming-slots',
      },
      body: undefined,
      headers: {},
    });
  });

  it('should open a live table as game type live', async () => {
    const api = createFixtureApi({ 'GET /api/evolution/open_frame': launchAnswer });
    await evolutionProvider.launch(
      api,
      { gameId: '1800001', system: 'evolution', isLiveGame: true },
      playerContext,
    );
    expect(api.calls[0]?.query).toEqual({
      page_id: '1800001',
      language: 'es-ES',
      system: undefined,
      game_type: 'live',
    });
  });

  it('should open a page id alone when only the address is known', async () => {
    const api = createFixtureApi({ 'GET /api/evolution/open_frame': launchAnswer });
    await evolutionProvider.launch(api, { gameId: '1800001' }, playerContext);
    expect(api.calls[0]?.query).toEqual({
      page_id: '1800001',
      language: 'es-ES',
      system: undefined,
      game_type: undefined,
    });
  });
});
