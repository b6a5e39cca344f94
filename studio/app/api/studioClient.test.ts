import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import enUS from '../locales/en-US.json' with { type: 'json' };
import { studioCodes, studioPaths } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from './errorMessage.ts';
import { createStudioClient, StudioApiError } from './studioClient.ts';

const envelope = (data: unknown, codeStatus = 0, errorMessage: string | null = null) => ({
  success: codeStatus === 0,
  data,
  errorMessage,
  codeStatus,
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

async function failureOf(promise: Promise<unknown>): Promise<StudioApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StudioApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the studio API client', () => {
  it('sends JSON with the same-origin session and answers the envelope data', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(answer(200, envelope({ email: 'operator@demo.test', roles: ['editor'] }))),
    );
    const client = createStudioClient({ fetch });
    await expect(client.login('operator@demo.test', 'demo1234')).resolves.toEqual({
      email: 'operator@demo.test',
      roles: ['editor'],
    });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe(studioPaths.login);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'operator@demo.test',
      password: 'demo1234',
    });
  });

  it('puts the whole brand as the draft body and asks a diff by query', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(answer(200, envelope({ from: 3, to: 'draft', changes: [] }))),
    );
    const client = createStudioClient({ fetch });
    await client.saveDraft('demo', { id: 'demo', name: 'Demo' });
    expect(fetch.mock.calls[0]?.[0]).toBe(studioPaths.draft('demo'));
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({
      id: 'demo',
      name: 'Demo',
    });
    await client.diff('demo', 3, 'draft');
    expect(fetch.mock.calls[1]?.[0]).toBe(`${studioPaths.diff('demo')}?from=3&to=draft`);
    // A read sends no body and claims no JSON body.
    expect(fetch.mock.calls[1]?.[1]?.body).toBeUndefined();
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).has('Content-Type')).toBe(false);
  });

  it.each([
    [401, studioCodes.notSignedIn, 'signedOut'],
    [403, studioCodes.roleRefused, 'roleRefused'],
    [401, studioCodes.wrongCredentials, 'wrongCredentials'],
    [404, studioCodes.unknownBrand, 'unknownBrand'],
    [404, studioCodes.unknownVersion, 'unknownVersion'],
    [409, studioCodes.brandExists, 'brandExists'],
    [400, studioCodes.badDiffTarget, 'badDiffTarget'],
    [400, 400, 'server'],
    [500, 500, 'server'],
  ])('maps HTTP %i code %i to %s', async (status, code, kind) => {
    const client = createStudioClient({
      fetch: () => Promise.resolve(answer(status, envelope(null, code, 'refused'))),
    });
    const error = await failureOf(client.brands());
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
  });

  it('hands over a refused brand’s problems (394)', async () => {
    const problems = [{ path: '/theme/colors/brand', message: 'is not a colour' }];
    const client = createStudioClient({
      fetch: () =>
        Promise.resolve(
          answer(422, {
            ...envelope(null, studioCodes.invalidBrand, 'invalid'),
            data: { problems },
          }),
        ),
    });
    const error = await failureOf(client.publish('demo'));
    expect(error.kind).toBe('invalidBrand');
    expect(error.problems).toEqual(problems);
  });

  it('reads Retry-After of a 429', async () => {
    const client = createStudioClient({
      fetch: () =>
        Promise.resolve(
          answer(429, envelope(null, 429, 'Too many sign-in attempts'), { 'Retry-After': '30' }),
        ),
    });
    const error = await failureOf(client.login('operator@demo.test', 'nope'));
    expect(error).toMatchObject({ kind: 'throttled', status: 429, retryAfter: 30 });
  });

  it('tells the app when a call finds no session, but not for a wrong sign-in', async () => {
    const onSignedOut = vi.fn();
    const client = createStudioClient({
      onSignedOut,
      fetch: (path) =>
        Promise.resolve(
          (path as string) === studioPaths.login
            ? answer(401, envelope(null, studioCodes.wrongCredentials))
            : answer(401, envelope(null, studioCodes.notSignedIn)),
        ),
    });
    await failureOf(client.login('a@b.c', 'x'));
    expect(onSignedOut).not.toHaveBeenCalled();
    await failureOf(client.draft('demo'));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure, a timeout and a non-envelope answer into their kinds', async () => {
    const offline = createStudioClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect((await failureOf(offline.me())).kind).toBe('network');

    const slow = createStudioClient({
      timeoutMs: 20,
      fetch: (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    });
    expect((await failureOf(slow.me())).kind).toBe('timeout');

    const proxyPage = createStudioClient({
      fetch: () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    });
    expect(await failureOf(proxyPage.me())).toMatchObject({ kind: 'server', status: 502 });
  });
});

describe('the localized failure messages', () => {
  it('names the wait of a lock and the count of problems, with plural forms', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en-US', resources: { 'en-US': { app: enUS } }, defaultNS: 'app' });
    const t = i18n.t;
    expect(studioErrorMessage(new StudioApiError('throttled', 429, undefined, 1), t)).toBe(
      'Too many attempts. Try again in 1 second.',
    );
    expect(studioErrorMessage(new StudioApiError('throttled', 429, undefined, 30), t)).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(studioErrorMessage(new StudioApiError('wrongCredentials', 401, 392), t)).toBe(
      'Wrong e-mail or password.',
    );
    expect(studioErrorMessage(new StudioApiError('network', 0), t)).toMatch(/cannot be reached/);
    expect(studioErrorMessage(new Error('boom'), t)).toMatch(/went wrong/);
  });
});
