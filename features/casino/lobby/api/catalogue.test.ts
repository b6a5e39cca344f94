import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import {
  fetchGames,
  fetchProviders,
  gamesFetcher,
  gamesKey,
  gamesQuery,
  providersKey,
  sameFilter,
} from './catalogue.ts';

const page = { games: [], total: 0, page: 1, pageSize: 10, pageCount: 0 };

describe('fetchGames', () => {
  it('should ask the catalogue for one filtered page in the short language', async () => {
    const api = createFixtureApi({ 'GET /api/casino/games': page });
    await fetchGames(api, gamesQuery({ category: 'roulette', search: 'royal' }, 2, 10, 'pt-PT'));
    expect(api.calls[0]?.query).toEqual({
      category: 'roulette',
      provider: undefined,
      search: 'royal',
      page: 2,
      pageSize: 10,
      lang: 'pt',
    });
  });

  it('should send a provider and leave out an empty search', async () => {
    const api = createFixtureApi({ 'GET /api/casino/games': page });
    await fetchGames(api, gamesQuery({ provider: 'Universal Race' }, 1, 6, 'es'));
    expect(api.calls[0]?.query).toMatchObject({
      category: 'all',
      provider: 'Universal Race',
      search: undefined,
    });
  });
});

describe('fetchProviders', () => {
  it('should send a category only when it narrows the list', async () => {
    const api = createFixtureApi({ 'GET /api/casino/providers': [] });
    await fetchProviders(api);
    await fetchProviders(api, 'all');
    await fetchProviders(api, 'crash');
    expect(api.calls.map((call) => call.query.category)).toEqual([undefined, undefined, 'crash']);
  });
});

describe('keys', () => {
  it('should hold the viewer, the language and every filter', () => {
    const query = gamesQuery({ category: 'best' }, 1, 6, 'es-ES');
    expect(gamesKey('visitor', query)).toEqual([
      'casino/games',
      'visitor',
      { category: 'best', provider: '', search: '', page: 1, pageSize: 6, lang: 'es' },
    ]);
    expect(providersKey(7, 'en-US')).toEqual(['casino/providers', 7, 'en', 'all']);
  });
});

describe('gamesFetcher', () => {
  it('should answer the page with the filter it is for', async () => {
    const api = createFixtureApi({ 'GET /api/casino/games': page });
    const query = gamesQuery({ category: 'jackpot' }, 1, 10, 'es');
    const answer = await gamesFetcher(api)(gamesKey(1, query));
    expect(answer.filter).toEqual({ category: 'jackpot', provider: '', search: '' });
    expect(sameFilter(answer.filter, { category: 'jackpot', provider: '', search: '' })).toBe(true);
    expect(sameFilter(answer.filter, { category: 'jackpot', provider: '', search: 'x' })).toBe(
      false,
    );
  });
});
