import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { playerContext } from '../testing/fixtures.ts';
import { outcomeProvider, type OutcomeFeedGame } from './outcome.ts';

const feedGame = (Id: number, overrides: Partial<OutcomeFeedGame> = {}): OutcomeFeedGame => ({
  Id,
  Name: `Game ${Id}`,
  Description: `Descripción ${Id}`,
  Format: 'html5',
  SectionId: 1,
  ...overrides,
});

const list = {
  Games: [
    feedGame(40001),
    feedGame(40002, { Format: 'flash' }),
    feedGame(40003, { SectionId: 3, Name: 'Ruleta Real' }),
    feedGame(40004, { Format: 'FLASH ' }),
    feedGame(1301, { SectionId: 5, Name: 'Aviator Live' }),
  ],
  Sections: [{ Id: 1, Name: 'Tragamonedas' }],
};

describe('outcome provider', () => {
  it('should list the feed in the Spanish interface language', async () => {
    const api = createFixtureApi({ 'GET /api/outcome/games/list': list });
    await outcomeProvider.list(api, playerContext);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/outcome/games/list',
        query: { lang: 'es' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should drop flash games and file each section under its tab', async () => {
    const api = createFixtureApi({ 'GET /api/outcome/games/list': list });
    const games = await outcomeProvider.list(api, playerContext);
    expect(games.map((game) => [game.gameId, game.tab])).toEqual([
      ['40001', ['slot-machines']],
      ['40003', ['roulette']],
      ['1301', ['live-casino']],
    ]);
  });

  it('should turn a feed game into the Slot game shape', async () => {
    const api = createFixtureApi({ 'GET /api/outcome/games/list': list });
    const [first, , live] = await outcomeProvider.list(api, playerContext);
    expect(first).toEqual({
      id: 40001,
      gameId: '40001',
      gameName: 'Game 40001',
      description: 'Descripción 40001',
      provider: 'outcome',
      routeProvider: 'outcome',
      imageUrl: '/api/casino/thumb/40001.svg',
      tab: ['slot-machines'],
      format: 'html5',
      system: 'outcome',
      technologyId: 'H5',
      isLiveGame: false,
      isDefault: false,
      path: null,
      billing: null,
    });
    expect(live?.isLiveGame).toBe(true);
  });

  it('should start a session with the numeric game id and answer its SessionUrl', async () => {
    const api = createFixtureApi({
      'POST /api/outcome/session/create': { SessionUrl: '/demo/game/abc', ExpiresAt: 'later' },
    });
    const url = await outcomeProvider.launch(api, { gameId: '40001' }, playerContext);
    expect(url).toBe('/demo/game/abc');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/outcome/session/create',
        query: {},
        body: { game_id: 40001, lang: 'es' },
        headers: {},
      },
    ]);
  });
});
