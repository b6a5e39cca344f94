import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { guestContext, playerContext, pragmaticLiveGames } from '../testing/fixtures.ts';
import { pragmaticLiveProvider } from './pragmaticLive.ts';

describe('pragmatic live tables', () => {
  it('should ask for the live category in the interface language', async () => {
    const api = createFixtureApi({ 'GET /api/pragmatic/game_list': pragmaticLiveGames });
    await pragmaticLiveProvider.list(api, guestContext);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/pragmatic/game_list',
        query: { category: 'live', lang: 'es' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should add each table its category and drop the favourite tab', async () => {
    const favourite = { ...pragmaticLiveGames[0]!, tab: ['live-casino', 'favorite'] };
    const api = createFixtureApi({
      'GET /api/pragmatic/game_list': [favourite, pragmaticLiveGames[1]],
    });
    const games = await pragmaticLiveProvider.list(api, playerContext);
    expect(games).toEqual([
      { ...pragmaticLiveGames[0], tab: ['live-casino', 'baccarat'] },
      { ...pragmaticLiveGames[1], tab: ['live-casino', 'roulette'] },
    ]);
  });

  it('should open a table through the mobile game link', async () => {
    const api = createFixtureApi({
      'GET /api/pragmatic/game/link': { url: '/demo/game/live', expires_at: 'later' },
    });
    expect(await pragmaticLiveProvider.launch(api, { gameId: '201' }, playerContext)).toBe(
      '/demo/game/live',
    );
    expect(api.calls[0]?.query).toEqual({ game_id: '201', platform: 'MOBILE', lang: 'es' });
  });
});
