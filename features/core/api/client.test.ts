import { describe, expect, it, vi } from 'vitest';
import { appRequestHeader } from '../../../schemas/appRequestHeader.ts';
import { ApiError } from '../errors/ApiError.ts';
import { createApiClient } from './client.ts';
import { requestTimeoutsMs } from './timeouts.ts';

function fakeFetch(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

const envelope = (
  data: unknown,
  success = true,
  codeStatus = 0,
  errorMessage: string | null = null,
) => ({
  success,
  data,
  codeStatus,
  errorMessage,
});

describe('createApiClient', () => {
  it('should return the envelope data and send language, JSON and cookies', async () => {
    const fetch = fakeFetch(200, envelope({ balance: 5 }));
    const api = createApiClient({ baseUrl: '', language: () => 'pt-PT', fetch });
    await expect(
      api.post('/api/x', { a: 1 }, { query: { ids: [1, 2], skip: undefined } }),
    ).resolves.toEqual({
      balance: 5,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?ids=1&ids=2');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({
      'Accept-Language': 'pt-PT',
      'Content-Type': 'application/json',
    });
  });

  it("should mark its calls to the app's own origin as the app's, for the platform's GET guards", async () => {
    const fetch = fakeFetch(200, envelope(null));
    const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch });
    await api.get('/api/user/logout');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      [appRequestHeader.name]: appRequestHeader.value,
    });
  });

  it('should not add the header for a platform on another origin (it would need a preflight)', async () => {
    const fetch = fakeFetch(200, envelope(null));
    const api = createApiClient({ baseUrl: 'https://api.example', language: () => 'es-ES', fetch });
    await api.get('/api/user/logout');
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty(appRequestHeader.name);
  });

  it('should include cookies for a platform on another origin', async () => {
    const fetch = fakeFetch(200, envelope(null));
    const api = createApiClient({ baseUrl: 'https://api.example', language: () => 'es-ES', fetch });
    await api.get('/api/user/check');
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example/api/user/check');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('should throw a server ApiError with code, message and data for success false', async () => {
    const fetch = fakeFetch(200, envelope([{ id: 'a', errorCode: 4 }], false, 614, 'Coef changed'));
    const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch });
    const error = await api.post('/api/bet/place').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      codeStatus: 614,
      httpStatus: 200,
      serverMessage: 'Coef changed',
      data: [{ id: 'a', errorCode: 4 }],
    });
  });

  it('should treat an HTTP error with the envelope as a server error', async () => {
    const api = createApiClient({
      baseUrl: '',
      language: () => 'es-ES',
      fetch: fakeFetch(401, envelope(null, false, 1, 'Not logged in')),
    });
    await expect(api.get('/api/user/check')).rejects.toMatchObject({
      kind: 'server',
      httpStatus: 401,
      codeStatus: 1,
    });
  });

  it('should report a body that is not the envelope', async () => {
    const html = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('<html>', { status: 502 })),
    );
    const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch: html });
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'http', httpStatus: 502 });
  });

  it('should accept 204 as success without data', async () => {
    const noContent = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch: noContent });
    await expect(api.put('/api/x')).resolves.toBeNull();
  });

  it('should report a lost connection as a network error', async () => {
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch: offline });
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
  });

  describe('time limits', () => {
    /** A fetch that never answers until its signal aborts, as a stalled connection does. */
    const stalled = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );

    it('should give up on a read after its limit as on a lost connection', async () => {
      vi.useFakeTimers();
      try {
        const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch: stalled });
        const call = api.get('/api/x');
        const outcome = expect(call).rejects.toMatchObject({ kind: 'network', timedOut: true });
        await vi.advanceTimersByTimeAsync(requestTimeoutsMs.read - 1);
        let settled = false;
        void call.catch(() => (settled = true));
        await Promise.resolve();
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await outcome;
      } finally {
        vi.useRealTimers();
      }
    });

    it('should wait longer for a write, and as long as the call asks', async () => {
      vi.useFakeTimers();
      try {
        const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch: stalled });
        const write = api.post('/api/x', {});
        const slow = api.post('/api/bet/place', {}, { timeoutMs: requestTimeoutsMs.betPlacement });
        const results: string[] = [];
        void write.catch(() => results.push('write'));
        void slow.catch(() => results.push('placement'));
        await vi.advanceTimersByTimeAsync(requestTimeoutsMs.write);
        expect(results).toEqual(['write']);
        await vi.advanceTimersByTimeAsync(requestTimeoutsMs.betPlacement - requestTimeoutsMs.write);
        expect(results).toEqual(['write', 'placement']);
      } finally {
        vi.useRealTimers();
      }
    });

    it('should count a body that stalls after the headers against the limit', async () => {
      vi.useFakeTimers();
      try {
        const trickle = vi.fn<typeof fetch>((_url, init) => {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"success":'));
              init?.signal?.addEventListener('abort', () =>
                controller.error(new DOMException('The operation was aborted.', 'AbortError')),
              );
            },
          });
          return Promise.resolve(new Response(body, { status: 200 }));
        });
        const api = createApiClient({
          baseUrl: '',
          language: () => 'es-ES',
          fetch: trickle,
          timeouts: { read: 500 },
        });
        const call = api.get('/api/x');
        const outcome = expect(call).rejects.toMatchObject({ kind: 'network', timedOut: true });
        await vi.advanceTimersByTimeAsync(500);
        await outcome;
      } finally {
        vi.useRealTimers();
      }
    });

    it("should report the caller's own abort as aborted, not as a time limit", async () => {
      const api = createApiClient({ baseUrl: '', language: () => 'es-ES', fetch: stalled });
      const controller = new AbortController();
      const call = api.get('/api/x', { signal: controller.signal });
      controller.abort();
      await expect(call).rejects.toMatchObject({ kind: 'aborted', timedOut: false });
    });

    it('should clear its timer once the answer is in', async () => {
      vi.useFakeTimers();
      try {
        const api = createApiClient({
          baseUrl: '',
          language: () => 'es-ES',
          fetch: fakeFetch(200, envelope(1)),
        });
        await expect(api.get('/api/x')).resolves.toBe(1);
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
