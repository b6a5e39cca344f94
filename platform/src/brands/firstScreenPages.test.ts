import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlinedBrandId } from '../../../schemas/inlinedBrand.ts';
import { brandFolder } from '../brandFile.ts';
import { buildServer } from '../server.ts';
import { withTestPlatform } from '../testing.ts';
import { prerenderFolderName, prerenderModulePath } from './prerender.ts';

const platform = withTestPlatform();

const folders: string[] = [];
const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A built app with a prerender module that writes what it was asked: the shell's frame, and per
 * landing path the path and the slides the server answered.
 */
function built(): string {
  const root = mkdtempSync(join(tmpdir(), 'first-screen-'));
  folders.push(root);
  const appDir = join(root, 'dist');
  mkdirSync(appDir);
  mkdirSync(join(root, prerenderFolderName));
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Sportsbook</title>\n' +
      '    <link rel="preload" href="/brand.json" as="fetch" crossorigin="anonymous" />\n' +
      '  </head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    prerenderModulePath(appDir),
    `export async function prerenderShell() {
       return { htmlAttributes: { 'data-theme': 'light' }, rootHtml: '<p>shell</p>' };
     }
     export const firstScreenPaths = () => ['/', '/slots/home', '/line/top-events'];
     export async function prerenderFirstScreen(brand, { path, answer }) {
       const slides = answer('/api/site/slides', { lang: 'es' }) ?? [];
       const titles = slides.map((slide) => slide.title).join('|');
       return { htmlAttributes: { 'data-theme': 'light' }, rootHtml: '<p>' + path + ' ' + titles + '</p>' };
     }`,
  );
  return appDir;
}

async function serve(options: { appDir: string; configDir?: string; brandId?: string }) {
  const app = await buildServer({
    brandId: options.brandId ?? 'demo',
    configDir: options.configDir,
    appDir: options.appDir,
    context: platform.context,
  });
  apps.push(app);
  return app;
}

/** The JSON of the page's inlined brand block, as the app reads it back. */
function inlinedBrand(page: string): unknown {
  const block = new RegExp(
    `<script type="application/json" id="${inlinedBrandId}">([^<]*)</script>`,
  ).exec(page);
  return block ? JSON.parse(block[1] ?? '') : undefined;
}

describe("landing pages' first screens", () => {
  it('should serve each landing path its own first screen and every other path the shell', async () => {
    const app = await serve({ appDir: built() });
    const body = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    expect(await body('/slots/home')).toMatch(/<div id="root"><p>\/slots\/home [^<]+<\/p><\/div>/);
    expect(await body('/line/top-events')).toContain('<p>/line/top-events ');
    expect(await body('/')).toContain('<p>/ ');
    for (const other of ['/live', '/slots/main', '/index.html', '/line/top-events/x']) {
      expect(await body(other)).toContain('<div id="root"><p>shell</p></div>');
    }
  });

  it("should draw the slider's slides as /api/site/slides answers them, in the brand's language", async () => {
    const app = await serve({ appDir: built() });
    const slides = (await app.inject({ method: 'GET', url: '/api/site/slides?lang=es' })).json<{
      data: Array<{ title: string }>;
    }>().data;
    expect(slides.length).toBeGreaterThan(0);
    const page = (await app.inject({ method: 'GET', url: '/slots/home' })).body;
    expect(page).toContain(`<p>/slots/home ${slides.map((slide) => slide.title).join('|')}</p>`);
  });

  it('should draw again, under a new ETag, when a slide changes', async () => {
    const app = await serve({ appDir: built() });
    const first = await app.inject({ method: 'GET', url: '/line/top-events' });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const unchanged = await app.inject({
      method: 'GET',
      url: '/line/top-events',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const update = platform.context.database.prepare(
      "UPDATE site_banners SET title = ? WHERE kind = 'slide' AND lang = 'es' AND id = (SELECT MIN(id) FROM site_banners WHERE kind = 'slide')",
    );
    const before = first.body;
    try {
      update.run('Nuevo bono de primavera');
      const after = await app.inject({
        method: 'GET',
        url: '/line/top-events',
        headers: { 'if-none-match': etag },
      });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Nuevo bono de primavera');
      expect(after.headers.etag).not.toBe(etag);
    } finally {
      const original = /<p>\/line\/top-events ([^|<]+)/.exec(before)?.[1] ?? '';
      update.run(original);
    }
  });
});

describe('the page on the wire', () => {
  it('should go compressed, brotli first, to a browser that takes it: the same page', async () => {
    const app = await serve({ appDir: built() });
    const plain = await app.inject({ method: 'GET', url: '/slots/home' });
    const zipped = await app.inject({
      method: 'GET',
      url: '/slots/home',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    const brotli = await app.inject({
      method: 'GET',
      url: '/slots/home',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('the published brand in the page', () => {
  it('should carry the brand /brand.json serves, in place of its preload', async () => {
    const app = await serve({ appDir: built() });
    const brand = (await app.inject({ method: 'GET', url: '/brand.json' })).json<unknown>();
    for (const url of ['/', '/slots/home', '/live']) {
      const page = (await app.inject({ method: 'GET', url })).body;
      expect(inlinedBrand(page)).toEqual(brand);
      expect(page).not.toContain('rel="preload" href="/brand.json"');
    }
  });

  it('should escape a brand text that would close the script block, and carry a new publish at once', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'config-'));
    folders.push(configDir);
    cpSync(brandFolder('costa'), join(configDir, 'costa'), {
      recursive: true,
      filter: (path) => !path.endsWith('published.json'),
    });
    const source = join(configDir, 'costa', 'brand.json');
    const name = 'Costa </script><script>alert(1)</script><!-- Jogos';
    const original = readFileSync(source, 'utf8');
    writeFileSync(source, original.replace('"Costa Jogos"', JSON.stringify(name)));
    const app = await serve({ appDir: built(), configDir, brandId: 'costa' });
    const first = await app.inject({ method: 'GET', url: '/line/top-events' });
    const block = first.body.slice(first.body.indexOf(`id="${inlinedBrandId}">`));
    // The block ends at its own closing tag, not at the one in the name.
    expect(block.indexOf('</script>')).toBeGreaterThan(block.indexOf('alert(1)'));
    expect(first.body).not.toContain('<script>alert(1)');
    expect(inlinedBrand(first.body)).toMatchObject({ id: 'costa', name });

    // A later publish (the server re-publishes an edit that passes every rule) reaches the page.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    writeFileSync(source, original.replace('"Costa Jogos"', '"Costa Jogos Nova"'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await app.inject({
      method: 'GET',
      url: '/line/top-events',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(next.statusCode).toBe(200);
    expect(inlinedBrand(next.body)).toMatchObject({ name: 'Costa Jogos Nova' });
  });
});
