import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError.ts';
import { createFixtureApi } from './fixtureApi.ts';

describe('createFixtureApi', () => {
  it('should answer exact and prefix routes and record the calls', async () => {
    const api = createFixtureApi({
      'GET /api/user/check': { id: 1 },
      'GET /api/site/flatpages/list/*': (request: { path: string }) => [request.path],
      'POST /api/user/login/email': (request: { body: unknown }) => request.body,
    });
    await expect(api.get('/api/user/check')).resolves.toEqual({ id: 1 });
    await expect(api.get('/api/site/flatpages/list/es')).resolves.toEqual([
      '/api/site/flatpages/list/es',
    ]);
    await expect(api.post('/api/user/login/email', { email: 'a' })).resolves.toEqual({
      email: 'a',
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/user/check',
      'GET /api/site/flatpages/list/es',
      'POST /api/user/login/email',
    ]);
  });

  it('should fail a call whose handler throws, and an unknown call', async () => {
    const api = createFixtureApi({
      'POST /api/user/login': () => {
        throw new ApiError({ kind: 'server', codeStatus: 4 });
      },
    });
    await expect(api.post('/api/user/login')).rejects.toMatchObject({ codeStatus: 4 });
    await expect(api.get('/api/nowhere')).rejects.toThrow('No fixture for GET /api/nowhere');
  });
});
