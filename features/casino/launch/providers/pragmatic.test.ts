import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { guestContext, playerContext } from '../testing/fixtures.ts';
import { pragmaticProvider, type PragmaticFeedGame } from './pragmatic.ts';

const feedGame = (gameID: string, overrides: Partial<PragmaticFeedGame> = {}) => ({
  gameID,
  gameName: `Game ${gameID}`,
  gameTypeID: 'vs',
  platform: 'MOBILE,WEB',
  technologyID: 'H5',
  ...overrides,
});

const feed = [
  feedGame('vs20koi'),
  feedGame('bj10table', { gameTypeID: 'bj' }),
  feedGame('vs25desk', { platform: 'WEB' }),
  feedGame('rl40wheel', { gameTypeID: 'rl', platform: 'WEB, mobile' }),
  feedGame('201', { gameTypeID: 'lg' }),
];

const linkAnswer = { url: '/demo/game/prag', expires_at: 'later' };

describe('pragmatic provider', () => {
  it('should list with the partner name in the query and the partner headers', async () => {
    const api = createFixtureApi({ 'GET /api/pragmatic/game/list': feed });
    await pragmaticProvider.list(api, playerContext);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/pragmatic/game/list',
        query: { partner_name: 'demo' },
        body: undefined,
        headers: { 'partner-name': 'demo', authorization: 'Player 104857' },
      },
    ]);
  });

  it('should send a guest only the partner name', async () => {
    const api = createFixtureApi({ 'GET /api/pragmatic/game/list': feed });
    await pragmaticProvider.list(api, guestContext);
    expect(api.calls[0]?.headers).toEqual({ 'partner-name': 'demo' });
  });

  it('should keep the games that run on mobile, each under its type tab', async () => {
    const api = createFixtureApi({ 'GET /api/pragmatic/game/list': feed });
    const games = await pragmaticProvider.list(api, playerContext);
    expect(games.map((game) => [game.gameId, game.tab, game.isLiveGame])).toEqual([
      ['vs20koi', ['slot-machines'], false],
      ['bj10table', ['card-games'], false],
      ['rl40wheel', ['roulette'], false],
      ['201', ['live-casino'], true],
    ]);
  });

  it('should turn a feed game into the Slot game shape', async () => {
    const api = createFixtureApi({ 'GET /api/pragmatic/game/list': feed });
    const [koi] = await pragmaticProvider.list(api, playerContext);
    expect(koi).toEqual({
      id: 0,
      gameId: 'vs20koi',
      gameName: 'Game vs20koi',
      description: '',
      provider: 'pragmatic',
      routeProvider: 'pragmatic',
      imageUrl: '/api/casino/thumb/vs20koi.svg',
      tab: ['slot-machines'],
      format: 'html5',
      system: 'pragmatic',
      technologyId: 'H5',
      isLiveGame: false,
      isDefault: false,
      path: null,
      billing: null,
    });
  });

  it('should ask for a mobile link in the game language', async () => {
    const api = createFixtureApi({ 'GET /api/pragmatic/game/link': linkAnswer });
    const url = await pragmaticProvider.launch(api, { gameId: 'vs20koi' }, playerContext);
    expect(url).toBe('/demo/game/prag');
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/pragmatic/game/link',
        query: { game_id: 'vs20koi', platform: 'MOBILE', lang: 'es' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should play in English when the interface language is not offered', async () => {
    const api = createFixtureApi({ 'GET /api/pragmatic/game/link': linkAnswer });
    await pragmaticProvider.launch(
      api,
      { gameId: 'vs20koi' },
      {
        ...playerContext,
        language: 'ru-RU',
        shortLanguage: 'ru',
      },
    );
    expect(api.calls[0]?.query.lang).toBe('en');
  });
});
