import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandFolder, readBrandFile, resolveBrandId, UnknownBrandError } from './brandFile.ts';
import { precompressFolder } from '../../scripts/vite/precompress.ts';
import { afterPaintLoaderHash } from './brands/scriptsAfterPaint.ts';
import { buildServer } from './server.ts';

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'app-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'main.js'), 'console.log(1)');
  return dir;
}

describe('demo platform server', () => {
  it('should serve the chosen brand file as /brand.json', async () => {
    const app = await buildServer({ brandId: 'demo' });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/brand.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toBe(readBrandFile('demo'));
  });

  it('should serve the published brand with its version, and keep it when an edit breaks a rule', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'config-'));
    cpSync(brandFolder('costa'), join(configDir, 'costa'), {
      recursive: true,
      filter: (path) => !path.endsWith('published.json'),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await buildServer({ brandId: 'costa', configDir });
    apps.push(app);
    const first = await app.inject({ method: 'GET', url: '/brand.json' });
    expect(first.headers['x-brand-version']).toBe('1');
    expect(first.json()).toMatchObject({ id: 'costa', polling: { liveMs: 5000 } });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/brand.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const source = join(configDir, 'costa', 'brand.json');
    writeFileSync(source, readFileSync(source, 'utf8').replace('"name"', '"nmae"'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const afterEdit = await app.inject({ method: 'GET', url: '/brand.json' });
    expect(afterEdit.body).toBe(first.body);
    expect(afterEdit.headers['x-brand-version']).toBe('1');
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
      expect.arrayContaining([
        'brand costa: /nmae: is not a setting this version knows (did you mean "name"?)',
        'brand costa: /name: is required',
      ]),
    );
    warn.mockRestore();
  });

  it('should serve built files and the app shell for client routes', async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
    apps.push(app);
    const asset = await app.inject({ method: 'GET', url: '/main.js' });
    expect(asset.body).toBe('console.log(1)');
    const route = await app.inject({ method: 'GET', url: '/line/top-events' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('id="root"');
  });

  it('should answer unknown API calls with the envelope, not the app shell', async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, data: null, codeStatus: 404 });
  });
});

describe('resolveBrandId', () => {
  it('should default to the demo brand', () => {
    expect(resolveBrandId(undefined)).toBe('demo');
    expect(resolveBrandId('')).toBe('demo');
  });

  it('should refuse an unknown or path-like brand', () => {
    expect(() => resolveBrandId('no-such-brand')).toThrow(UnknownBrandError);
    expect(() => resolveBrandId('../etc')).toThrow(UnknownBrandError);
  });
});

describe('delivery to phones', () => {
  /** A build with one hashed script, precompressed as `npm run build` does. */
  function builtWithAsset(): string {
    const dir = builtApp();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'const answer = 42;\n'.repeat(500));
    writeFileSync(join(dir, 'assets', 'plain-abc123.js'), 'const other = 7;\n'.repeat(500));
    precompressFolder(join(dir, 'assets'));
    rmSync(join(dir, 'assets', 'plain-abc123.js.br'));
    rmSync(join(dir, 'assets', 'plain-abc123.js.gz'));
    return dir;
  }

  it('should send the build-time brotli copy of a hashed asset and mark it immutable', async () => {
    const dir = builtWithAsset();
    const app = await buildServer({ brandId: 'demo', appDir: dir });
    apps.push(app);

    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(readFileSync(join(dir, 'assets', 'index-abc123.js.br')));
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.rawPayload).toEqual(readFileSync(join(dir, 'assets', 'index-abc123.js.gz')));
  });

  it('should still compress an asset without a precompressed copy', async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtWithAsset() });
    apps.push(app);
    const response = await app.inject({
      method: 'GET',
      url: '/assets/plain-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it('should gzip answers made per request, cheaper than brotli for the same size', async () => {
    const app = await buildServer({ brandId: 'demo' });
    apps.push(app);
    const response = await app.inject({
      method: 'GET',
      url: '/brand.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("should send hashed assets without the pages' security headers", async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtWithAsset() });
    apps.push(app);
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const headerBytes = Object.entries(asset.headers).reduce(
      (total, [name, value]) => total + name.length + String(value).length + 4,
      0,
    );
    expect(headerBytes).toBeLessThan(450);
  });

  it('should never let the app shell be cached as immutable', async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/casino' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('favicon', () => {
  it("should answer /favicon.ico with the brand's favicon and its type, not the app's page", async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toBe(
      readFileSync(join(brandFolder('demo'), 'assets', 'favicon.svg'), 'utf8'),
    );
  });

  it("should draw an icon in the brand's colour when the brand has no favicon", async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'config-'));
    cpSync(brandFolder('costa'), join(configDir, 'costa'), {
      recursive: true,
      filter: (path) => !path.endsWith('published.json'),
    });
    const source = join(configDir, 'costa', 'brand.json');
    const brand = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
    delete brand.favicon;
    writeFileSync(source, JSON.stringify(brand));
    const app = await buildServer({ brandId: 'costa', configDir, appDir: builtApp() });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg [^>]*>.*>C<\/text><\/svg>$/);
    expect(response.body).toContain('fill="#0f766e"');
  });
});

describe('brand assets', () => {
  it('should serve the brand logo and refuse paths outside the brand folder', async () => {
    const app = await buildServer({ brandId: 'demo' });
    apps.push(app);
    const logo = await app.inject({ method: 'GET', url: '/brand-assets/assets/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const escape = await app.inject({ method: 'GET', url: '/brand-assets/../nightbet/brand.json' });
    expect(escape.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('should allow only the app itself to frame it and to run scripts', async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/', '/sports/live', '/offline.html', '/api/user/balance', '/api/nothing-here'])(
    'should keep the policy and the security headers on %s',
    async (url) => {
      const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
      apps.push(app);
      const response = await app.inject({ method: 'GET', url });
      expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it("should allow frames and scripts from the app's origin only, as the demo brand's integrations are paths", async () => {
    const app = await buildServer({ brandId: 'demo' });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives.map((directive) => directive.trim())).toEqual(
      expect.arrayContaining(["frame-src 'self'", `script-src 'self' ${afterPaintLoaderHash}`]),
    );
  });
});

describe('cross-site protection', () => {
  it('should refuse a text/plain body (what a cross-site form can send) with 415', async () => {
    const app = await buildServer({ brandId: 'demo' });
    apps.push(app);
    app.post('/api/probe', () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: '{"a":1}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("the brand's page, manifest and service worker", () => {
  function builtPage(): string {
    const dir = mkdtempSync(join(tmpdir(), 'app-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width" />' +
        '<title>Sportsbook</title><meta name="theme-color" content="#0b5cad" />' +
        '<script type="module" src="/assets/index-abc.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    return dir;
  }

  it.each(['/', '/index.html', '/sports/live'])(
    "should answer %s with the brand's title, language and theme colour",
    async (url) => {
      const app = await buildServer({ brandId: 'nightbet', appDir: builtPage() });
      apps.push(app);
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<html lang="en-US">');
      expect(response.body).toContain('<title>NightBet</title>');
      expect(response.body).toContain('<meta name="theme-color" content="#b794f6" />');
      expect(response.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      // The built page's own title is gone (the inlined brand's texts may say anything).
      expect(
        response.body.replace(/<script type="application\/json"[^]*?<\/script>/, ''),
      ).not.toContain('Sportsbook');
    },
  );

  it("should serve the brand's manifest", async () => {
    const app = await buildServer({ brandId: 'costa', appDir: builtPage() });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toMatchObject({
      name: 'Costa Jogos',
      lang: 'pt-PT',
      theme_color: '#0f766e',
      display: 'standalone',
      start_url: '/',
    });
  });

  it('should serve the service worker, versioned by the build, and the offline page', async () => {
    const dir = builtPage();
    const app = await buildServer({ brandId: 'demo', appDir: dir });
    apps.push(app);
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('"/assets/index-abc.js"');
    const offline = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.body).toContain('<h1>Demo Bet</h1>');
    expect(offline.body).toContain('Reintentar');

    writeFileSync(
      join(dir, 'index.html'),
      readFileSync(join(dir, 'index.html'), 'utf8').replace('index-abc', 'index-new'),
    );
    const next = await app.inject({ method: 'GET', url: '/sw.js' });
    const version = (body: string) => /const CACHE = PREFIX \+ "([^"]+)"/.exec(body)?.[1];
    expect(version(next.body)).not.toBe(version(worker.body));
    expect(next.body).toContain('"/assets/index-new.js"');
  });
});
