import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { playerContext } from '../testing/fixtures.ts';
import { liveCasinoFrame } from './liveCasinoFrame.ts';
import { UnsupportedLaunchError } from './types.ts';

const table = { tableId: 'lc-roulette-1', category: 'roulette' };

describe('live-casino frame', () => {
  it('should ask for the lobby link of a table and answer it', async () => {
    const api = createFixtureApi({
      'GET /api/live_casino/game_url': { game_lobby_link: '/demo/live-table/?table=lc-roulette-1' },
    });
    expect(await liveCasinoFrame.lobbyLink(api, table, playerContext)).toBe(
      '/demo/live-table/?table=lc-roulette-1',
    );
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/live_casino/game_url',
        query: { table_id: 'lc-roulette-1', category: 'roulette', language: 'es-ES' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should start a session and answer the frame address', async () => {
    const api = createFixtureApi({
      'POST /api/live_casino/session/start': { type: 'frame', frame_url: '/demo/live-table/?t=1' },
    });
    expect(await liveCasinoFrame.startSession(api, table, playerContext)).toBe(
      '/demo/live-table/?t=1',
    );
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/live_casino/session/start',
        query: {},
        body: { table_id: 'lc-roulette-1', category: 'roulette', language: 'es-ES' },
        headers: {},
      },
    ]);
  });

  it('should refuse a script session as unsupported', async () => {
    const api = createFixtureApi({
      'POST /api/live_casino/session/start': { type: 'script', script: '<script>' },
    });
    const failure = liveCasinoFrame.startSession(api, table, playerContext);
    await expect(failure).rejects.toBeInstanceOf(UnsupportedLaunchError);
    await expect(failure).rejects.toMatchObject({ launchType: 'script' });
  });
});
