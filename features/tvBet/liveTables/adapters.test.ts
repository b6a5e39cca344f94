import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../core/testing/index.ts';
import { genToken, spanishContext } from '../testing/fixtures.ts';
import { betgamesTables } from './betgames.ts';
import { ezugiTables } from './ezugi.ts';
import { fiableTables, listFiableTables } from './fiable.ts';
import { fetchTvBetToken, tvbetTables } from './tvbet.ts';
import { LiveTableError } from './types.ts';

const tokenAnswer = (gameUrl: string) => ({
  token: 'T',
  expires_at: '2026-11-17T03:37:00.000Z',
  game_url: gameUrl,
});

describe('betgames', () => {
  it('should ask for a table token with the short language and answer its game_url', async () => {
    const api = createFixtureApi({
      'GET /api/betgames/GetUserTokenBetgames': tokenAnswer('/demo/live-table/?token=T&table=bg-1'),
    });
    expect(await betgamesTables.open(api, 'bg-1', spanishContext)).toBe(
      '/demo/live-table/?token=T&table=bg-1',
    );
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/betgames/GetUserTokenBetgames',
        query: { lang: 'es', game_id: 'bg-1' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should leave game_id out for the lobby', async () => {
    const api = createFixtureApi({
      'GET /api/betgames/GetUserTokenBetgames': tokenAnswer('/demo/live-table/?token=T&lang=en'),
    });
    await betgamesTables.open(api, undefined, { ...spanishContext, language: 'en-US' });
    expect(api.calls[0]?.query).toEqual({ lang: 'en' });
  });
});

describe('fiable', () => {
  it('should ask for a table token and answer its game_url', async () => {
    const api = createFixtureApi({
      'GET /api/fiable/get_token': tokenAnswer('/demo/live-table/?token=T&table=fi-2'),
    });
    expect(await fiableTables.open(api, 'fi-2', spanishContext)).toBe(
      '/demo/live-table/?token=T&table=fi-2',
    );
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/fiable/get_token',
        query: { lang: 'es', game_id: 'fi-2' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should list the tables in the language, with images resolved against the API', async () => {
    const table = {
      id: 'fi-1',
      name: 'Ruleta Fiable',
      category: 'roulette',
      categoryName: 'Ruleta',
      imageUrl: '/demo/live-table/images/fi-1.svg',
      minBet: 1,
      maxBet: 500,
    };
    const api = createFixtureApi({ 'GET /api/fiable/game_list': [table] });
    const onOtherOrigin = { ...api, url: (path: string) => `https://api.example${path}` };
    expect(await listFiableTables(onOtherOrigin, { language: 'pt-PT' })).toEqual([
      { ...table, imageUrl: 'https://api.example/demo/live-table/images/fi-1.svg' },
    ]);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/fiable/game_list',
        query: { lang: 'pt' },
        body: undefined,
        headers: {},
      },
    ]);
  });
});

describe('ezugi', () => {
  it('should get a token, then authorise the table with it and answer the game_url', async () => {
    const api = createFixtureApi({
      'GET /api/for_ezugi/get_token': { token: 'EZ', operatorId: 10042, expires_at: 'later' },
      'GET /api/live_tables/auth': {
        game_url: '/demo/live-table/?token=EZ&lang=es&table=1000',
        language: 'es-ES',
      },
    });
    expect(await ezugiTables.open(api, '1000', spanishContext)).toBe(
      '/demo/live-table/?token=EZ&lang=es&table=1000',
    );
    expect(api.calls).toEqual([
      { method: 'GET', path: '/api/for_ezugi/get_token', query: {}, body: undefined, headers: {} },
      {
        method: 'GET',
        path: '/api/live_tables/auth',
        query: { token: 'EZ', operatorId: 10042, language: 'es-ES', selectGame: '1000' },
        body: undefined,
        headers: {},
      },
    ]);
  });

  it('should need a table, calling nothing without one (ezugi has no lobby)', async () => {
    const api = createFixtureApi({});
    const opening = ezugiTables.open(api, undefined, spanishContext);
    await expect(opening).rejects.toBeInstanceOf(LiveTableError);
    await expect(opening).rejects.toMatchObject({ problem: 'table-required' });
    expect(api.calls).toEqual([]);
  });
});

describe('tvbet', () => {
  it('should read GenToken into token, client id and expiry', async () => {
    const api = createFixtureApi({ 'GET /api/tvbet/GenToken': genToken });
    expect(await fetchTvBetToken(api)).toEqual({
      token: genToken.token,
      clientId: 'demo-demo',
      expiresAt: genToken.expires_at,
    });
    expect(api.calls).toEqual([
      { method: 'GET', path: '/api/tvbet/GenToken', query: {}, body: undefined, headers: {} },
    ]);
  });

  it("should open the brand's frame with lng, client id and token", async () => {
    const api = createFixtureApi({ 'GET /api/tvbet/GenToken': genToken });
    expect(await tvbetTables.open(api, undefined, spanishContext)).toBe(
      `https://casino.example/demo/tvbet/?lng=es&clientId=demo-demo&token=${genToken.token}`,
    );
  });

  it('should not ask for a token when the brand has no TV-bet frame', async () => {
    const api = createFixtureApi({});
    const opening = tvbetTables.open(api, undefined, {
      ...spanishContext,
      tvbetFrameUrl: undefined,
    });
    await expect(opening).rejects.toMatchObject({ problem: 'not-configured' });
    expect(api.calls).toEqual([]);
  });
});
