import { describe, expect, it } from 'vitest';
import { serviceWorkerScript, serviceWorkerVersion, shellAssets } from './serviceWorker.ts';

const origin = 'https://bet.example';
const page = `<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-def.js">
<link rel="stylesheet" crossorigin href="/assets/style-123.css">`;

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  destination: string;
}
type Listener = (event: Record<string, unknown>) => void;

/** Runs the worker's script against an in-memory Cache Storage and a scripted network. */
function startWorker(version = 'v1', storage = new Map<string, Map<string, string>>()) {
  const listeners = new Map<string, Listener>();
  const requested: string[] = [];
  let online = true;
  const urlOf = (request: string | FakeRequest) =>
    new URL(typeof request === 'string' ? request : request.url, origin).href;
  const fetch = (request: string | FakeRequest) => {
    const url = urlOf(request);
    requested.push(new URL(url).pathname);
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(`network ${new URL(url).pathname}`));
  };
  const caches = {
    open(name: string) {
      const entries = storage.get(name) ?? new Map<string, string>();
      storage.set(name, entries);
      return Promise.resolve({
        async addAll(urls: string[]) {
          for (const url of urls) entries.set(urlOf(url), await (await fetch(url)).text());
        },
        match(request: string | FakeRequest) {
          const body = entries.get(urlOf(request));
          return Promise.resolve(body === undefined ? undefined : new Response(body));
        },
        async put(request: string | FakeRequest, response: Response) {
          entries.set(urlOf(request), await response.text());
        },
      });
    },
    keys: () => Promise.resolve([...storage.keys()]),
    delete: (name: string) => Promise.resolve(storage.delete(name)),
  };
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the worker is a script string
  const run = new Function('self', 'caches', 'fetch', serviceWorkerScript(version, page)) as (
    ...globals: unknown[]
  ) => void;
  run(self, caches, fetch);

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  /** The worker's answer's body, or `undefined` when it leaves the request to the browser. */
  async function request(path: string, kind: Partial<FakeRequest> = {}) {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')?.({
      request: { url: `${origin}${path}`, method: 'GET', mode: 'cors', destination: '', ...kind },
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    return answer && (await answer).text();
  }
  return {
    storage,
    requested,
    lifecycle,
    request,
    setOnline: (value: boolean) => (online = value),
  };
}

const navigation = { mode: 'navigate', destination: 'document' };

describe('the service worker', () => {
  it('should cache the app shell and the files its page loads on install', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    const cached = [...(worker.storage.get('app-shell-v1')?.keys() ?? [])].map(
      (url) => new URL(url).pathname,
    );
    expect(cached).toEqual([
      '/',
      '/index.html',
      '/brand.json',
      '/offline.html',
      '/assets/index-abc.js',
      '/assets/framework-def.js',
      '/assets/style-123.css',
    ]);
  });

  it('should never answer or store an API call', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await worker.request('/api/bets/place', { method: 'POST' })).toBeUndefined();
    expect(await worker.request('/api/live/events')).toBeUndefined();
    // A studio preview's draft brand and files are an operator's, never a cached copy.
    expect(await worker.request('/api/studio/brands/demo/preview/brand.json')).toBeUndefined();
    expect(await worker.request('/api/studio/brands/demo/files/assets/logo.svg')).toBeUndefined();
    expect([...(worker.storage.get('app-shell-v1')?.keys() ?? [])].join()).not.toContain('/api');
  });

  it('should serve a hashed asset from the cache once it has been fetched', async () => {
    const worker = startWorker();
    expect(await worker.request('/assets/route-1a2b.js')).toBe('network /assets/route-1a2b.js');
    worker.setOnline(false);
    expect(await worker.request('/assets/route-1a2b.js')).toBe('network /assets/route-1a2b.js');
  });

  it('should load pages from the network first, then the cached shell, then the offline page', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    worker.requested.length = 0;
    expect(await worker.request('/casino', navigation)).toBe('network /casino');
    expect(worker.requested).toEqual(['/casino']);

    worker.setOnline(false);
    expect(await worker.request('/casino', navigation)).toBe('network /index.html');
    worker.storage.get('app-shell-v1')?.delete(`${origin}/index.html`);
    expect(await worker.request('/casino', navigation)).toBe('network /offline.html');
  });

  it('should fall back to the cached brand file when the network fails', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    worker.setOnline(false);
    expect(await worker.request('/brand.json')).toBe('network /brand.json');
  });

  it("should delete the old release's cache when a new one activates", async () => {
    const storage = new Map<string, Map<string, string>>([
      ['app-shell-old', new Map([['/', 'old']])],
      ['someone-else', new Map<string, string>()],
    ]);
    const worker = startWorker('new', storage);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...storage.keys()].sort()).toEqual(['app-shell-new', 'someone-else']);
  });
});

describe('serviceWorkerVersion', () => {
  it('should change with the build and with the published brand', () => {
    const base = serviceWorkerVersion(page, 'brand-1');
    expect(serviceWorkerVersion(page, 'brand-1')).toBe(base);
    expect(serviceWorkerVersion(`${page}\n`, 'brand-1')).not.toBe(base);
    expect(serviceWorkerVersion(page, 'brand-2')).not.toBe(base);
  });
});

describe('shellAssets', () => {
  it('should list the built files a page names once each, and nothing else', () => {
    expect(shellAssets(`${page}<link rel="preload" href="/brand.json">${page}`)).toEqual([
      '/assets/index-abc.js',
      '/assets/framework-def.js',
      '/assets/style-123.css',
    ]);
  });
});
