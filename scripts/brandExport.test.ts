import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFolder, readBrandFile } from '../platform/src/brandFile.ts';
import { manifestProblems } from '../platform/src/brands/manifest.ts';
import { contentSecurityPolicy } from '../platform/src/contentSecurityPolicy.ts';
import { prerenderModulePath } from '../platform/src/brands/prerender.ts';
import { inlinedBrandId } from '../schemas/inlinedBrand.ts';
import { exportBrands } from './brandExport.ts';

const brands = ['costa', 'demo', 'nightbet'];

/** A copy of the shipped brands (publishing writes beside the source) and a small build. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'export-'));
  const configDir = join(root, 'config');
  for (const id of brands) {
    cpSync(brandFolder(id), join(configDir, id), {
      recursive: true,
      filter: (path) => !path.includes('published.json'),
    });
  }
  const appDir = join(root, 'dist');
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width" />' +
      '<title>Sportsbook</title><script type="module" src="/assets/index-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(appDir, 'assets', 'index-abc.js'), 'console.log(1)');
  // What `npm run build` writes beside each asset (scripts/vite/precompress.ts).
  writeFileSync(join(appDir, 'assets', 'index-abc.js.br'), 'brotli bytes');
  writeFileSync(join(appDir, 'assets', 'index-abc.js.gz'), 'gzip bytes');
  return { configDir, appDir, outDir: join(root, 'out') };
}

describe('brand:export', () => {
  it('should write one static folder per brand', async () => {
    const { configDir, appDir, outDir } = fixture();
    const render = (_svg: string, size: number) =>
      Promise.resolve(Buffer.from(`png ${String(size)}`));
    const outcome = await exportBrands({
      outDir,
      appDir,
      configDir,
      brandIds: brands,
      renderIcon: render,
    });
    expect(outcome.status).toBe('exported');
    expect(readdirSync(outDir).sort()).toEqual(brands);

    const costa = (file: string) => readFileSync(join(outDir, 'costa', file), 'utf8');
    expect(readdirSync(join(outDir, 'costa')).sort()).toEqual([
      '_headers',
      '_redirects',
      'assets',
      'brand-assets',
      'brand.json',
      'icons',
      'index.html',
      'manifest.webmanifest',
      'nginx.conf',
      'offline.html',
      'sw.js',
    ]);
    expect(costa('assets/index-abc.js')).toBe('console.log(1)');
    expect(costa('assets/index-abc.js.br')).toBe('brotli bytes');
    expect(costa('assets/index-abc.js.gz')).toBe('gzip bytes');
    expect(costa('brand.json')).toBe(readBrandFile('costa', configDir));
    expect(existsSync(join(outDir, 'costa', 'brand-assets', 'assets', 'logo.svg'))).toBe(true);
    expect(existsSync(join(outDir, 'costa', 'brand-assets', 'brand.json'))).toBe(false);
    expect(existsSync(join(outDir, 'costa', 'brand-assets', 'published.json'))).toBe(false);
    expect(costa('index.html')).toContain('<html lang="pt-PT">');
    expect(costa('index.html')).toContain('<title>Costa Jogos</title>');
    expect(costa('index.html')).toContain('<meta name="theme-color" content="#0f766e" />');
    const manifest = JSON.parse(costa('manifest.webmanifest')) as { icons: unknown[] };
    expect(manifestProblems(manifest)).toEqual([]);
    expect(manifest.icons).toContainEqual({
      src: '/icons/icon-512.png',
      sizes: '512x512',
      type: 'image/png',
    });
    expect(costa('icons/icon-192.png')).toBe('png 192');
    expect(costa('_headers')).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy(costa('brand.json'))}`,
    );
    expect(costa('sw.js')).toContain('"/assets/index-abc.js"');
    expect(costa('offline.html')).toContain('Tentar novamente');
    // /favicon.ico goes to the brand's icon before the SPA fallback can answer it with the page.
    expect(costa('_redirects')).toMatch(
      /^\/favicon\.ico\s+\/brand-assets\/assets\/favicon\.svg\s+302\n\/\*\s+\/index\.html\s+200\n$/,
    );
    expect(costa('nginx.conf')).toMatch(
      /location = \/favicon\.ico \{\s+return 302 \/brand-assets\/assets\/favicon\.svg;\s+\}/,
    );
    expect(existsSync(join(outDir, 'costa', 'favicon.svg'))).toBe(false);

    const nightbet = readFileSync(join(outDir, 'nightbet', 'index.html'), 'utf8');
    expect(nightbet).toContain('<html lang="en-US">');
    expect(nightbet).toContain('<meta name="theme-color" content="#b794f6" />');
  });

  it("should write each landing page's first screen where static hosts find it, and the brand into every page", async () => {
    const { configDir, appDir, outDir } = fixture();
    mkdirSync(join(appDir, '..', 'dist-prerender'));
    writeFileSync(
      prerenderModulePath(appDir),
      `export async function prerenderShell() {
         return { htmlAttributes: { 'data-theme': 'light' }, rootHtml: '<p>shell</p>' };
       }
       export const firstScreenPaths = () => ['/', '/line/top-events', '/slots/home'];
       export async function prerenderFirstScreen(brand, { path, answer }) {
         // An export has no platform to ask: the slider keeps its space.
         const known = answer === undefined ? 'none' : 'some';
         return { htmlAttributes: { 'data-theme': 'light' }, rootHtml: '<p>' + path + ' ' + known + '</p>' };
       }`,
    );
    const outcome = await exportBrands({ outDir, appDir, configDir, brandIds: ['demo'] });
    expect(outcome.status).toBe('exported');
    const demo = (file: string) => readFileSync(join(outDir, 'demo', file), 'utf8');
    expect(demo('index.html')).toContain('<div id="root"><p>shell</p></div>');
    expect(demo('landing.html')).toContain('<div id="root"><p>/ none</p></div>');
    expect(demo('slots/home.html')).toContain('<div id="root"><p>/slots/home none</p></div>');
    expect(demo('line/top-events.html')).toContain('<p>/line/top-events none</p>');
    for (const page of ['index.html', 'landing.html', 'slots/home.html']) {
      expect(demo(page)).toContain(
        `<script type="application/json" id="${inlinedBrandId}">${demo('brand.json')}</script>`,
      );
    }
    expect(demo('_redirects')).toMatch(
      /\/line\/top-events\s+\/line\/top-events\.html\s+200\n\/slots\/home\s+\/slots\/home\.html\s+200\n\/\*\s+\/index\.html\s+200\n$/,
    );
    expect(demo('_headers')).toMatch(/\/slots\/home\.html\n\s+Cache-Control: no-cache/);
    expect(demo('nginx.conf')).toMatch(
      /location = \/ \{[^}]*try_files \/landing\.html \/index\.html;\s+\}/,
    );
    expect(demo('nginx.conf')).toMatch(
      /location = \/slots\/home \{[^}]*Cache-Control "no-cache"[^}]*try_files \/slots\/home\.html \/index\.html;/,
    );
  });

  it("should draw a favicon in the brand's colour for a brand without one", async () => {
    const { configDir, appDir, outDir } = fixture();
    const source = join(configDir, 'costa', 'brand.json');
    const brand = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
    delete brand.favicon;
    writeFileSync(source, JSON.stringify(brand));
    const outcome = await exportBrands({ outDir, appDir, configDir, brandIds: ['costa'] });
    expect(outcome.status).toBe('exported');
    const costa = (file: string) => readFileSync(join(outDir, 'costa', file), 'utf8');
    expect(costa('favicon.svg')).toContain('fill="#0f766e"');
    expect(costa('_redirects')).toMatch(/^\/favicon\.ico\s+\/favicon\.svg\s+302\n/);
  });

  it('should write nothing and list the problems when a brand is invalid', async () => {
    const { configDir, appDir, outDir } = fixture();
    const source = join(configDir, 'nightbet', 'brand.json');
    writeFileSync(source, readFileSync(source, 'utf8').replace('"name"', '"nmae"'));
    const outcome = await exportBrands({ outDir, appDir, configDir, brandIds: brands });
    expect(outcome).toEqual({
      status: 'refused',
      refused: [
        {
          id: 'nightbet',
          problems: expect.arrayContaining([{ path: '/name', message: 'is required' }]) as unknown,
        },
      ],
    });
    expect(existsSync(outDir)).toBe(false);
  });

  it('should ask for a build when there is none', async () => {
    const { configDir, outDir } = fixture();
    await expect(
      exportBrands({ outDir, appDir: join(outDir, 'nothing'), configDir, brandIds: brands }),
    ).rejects.toThrow('npm run build');
  });
});
