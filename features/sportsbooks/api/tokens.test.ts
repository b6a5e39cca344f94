import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../core/testing/index.ts';
import { bcTokenAnswer, digitainTokenAnswer } from '../testing/fixtures.ts';
import { bcTokenProvider, digitainTokenProvider } from './tokens.ts';

describe('bc token provider', () => {
  it('should POST an empty body and answer the token with its expiry', async () => {
    const api = createFixtureApi({ 'POST /api/sportsbook/bc/token': bcTokenAnswer });
    expect(await bcTokenProvider.fetchToken(api)).toEqual({
      token: 'bcTokenOne',
      expiresAt: '2026-11-17T03:37:00.000Z',
    });
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/sportsbook/bc/token', query: {}, body: {}, headers: {} },
    ]);
    expect(bcTokenProvider.provider).toBe('bc');
  });
});

describe('digitain token provider', () => {
  it('should GET the front token with the project name in x-partner-name', async () => {
    const api = createFixtureApi({ 'GET /api/digitain/front/token': digitainTokenAnswer });
    expect(await digitainTokenProvider.fetchToken(api, { partnerName: 'demo' })).toEqual({
      token: 'digTokenOne',
      expiresAt: '2026-11-17T03:37:00.000Z',
    });
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/digitain/front/token',
        query: {},
        body: undefined,
        headers: { 'x-partner-name': 'demo' },
      },
    ]);
    expect(digitainTokenProvider.provider).toBe('digitain');
  });
});
