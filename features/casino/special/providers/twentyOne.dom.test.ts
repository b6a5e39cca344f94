import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { UnsafeUrlError } from '../model/safeUrl.ts';
import { guestContext, playerContext, serverFailure, twentyOneInit } from '../testing/fixtures.ts';
import { twentyOneProvider } from './twentyOne.ts';

const game = { gameId: 'twenty-one' };

describe('twenty-one provider', () => {
  it('should ask for the session of game type 0', async () => {
    const api = createFixtureApi({ 'POST /api/casino/get_init_params': twentyOneInit });
    await twentyOneProvider.launch(api, game, playerContext);
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/casino/get_init_params',
        query: {},
        body: { game_type: 0 },
        headers: {},
      },
    ]);
  });

  it('should answer the external page with the session in its query', async () => {
    const api = createFixtureApi({ 'POST /api/casino/get_init_params': twentyOneInit });
    const url = new URL(await twentyOneProvider.launch(api, game, playerContext));
    expect(`${url.origin}${url.pathname}`).toBe(`${window.location.origin}/demo/twenty-one/`);
    expect([...url.searchParams]).toEqual([
      ['balance', '1000'],
      ['currency', 'CLP'],
      ['token', 'tok-21_abc'],
      ['min', '1'],
      ['max', '100'],
      ['userId', '104857'],
      ['home', `${window.location.origin}/slots/main`],
    ]);
  });

  it('should default the limits to 1 and 100 when the answer has none', async () => {
    const api = createFixtureApi({
      'POST /api/casino/get_init_params': { ...twentyOneInit, betLimits: { min: 10 } },
    });
    const url = new URL(await twentyOneProvider.launch(api, game, playerContext));
    expect(url.searchParams.get('min')).toBe('10');
    expect(url.searchParams.get('max')).toBe('100');
  });

  it('should refuse a game address that is not a page', async () => {
    const api = createFixtureApi({
      'POST /api/casino/get_init_params': { ...twentyOneInit, game_url: 'javascript:alert(1)' },
    });
    await expect(twentyOneProvider.launch(api, game, playerContext)).rejects.toBeInstanceOf(
      UnsafeUrlError,
    );
  });

  it("should pass the platform's failure on", async () => {
    const api = createFixtureApi({
      'POST /api/casino/get_init_params': serverFailure(
        403,
        404,
        'Provider twentyone is not available',
      ),
    });
    await expect(twentyOneProvider.launch(api, game, playerContext)).rejects.toMatchObject({
      serverMessage: 'Provider twentyone is not available',
    });
  });

  it('should list its one game for a player and nothing for a guest, without a call', async () => {
    const api = createFixtureApi({});
    const [entry, ...rest] = await twentyOneProvider.list(api, playerContext);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      gameId: 'twenty-one',
      gameName: 'Twenty-one',
      provider: 'twentyone',
      routeProvider: 'twentyone',
      tab: ['card-games'],
    });
    expect(entry?.imageUrl.startsWith('data:image/svg+xml,')).toBe(true);
    expect(await twentyOneProvider.list(api, guestContext)).toEqual([]);
    expect(api.calls).toEqual([]);
  });
});
