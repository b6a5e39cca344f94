import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../schemas/generated/brand.ts';
import {
  prerenderFolderName,
  prerenderModulePath,
  frameRenderer,
  withPrerenderedShell,
} from './prerender.ts';

const page = `<!doctype html>
<html lang="es-ES">
  <head><title>Demo</title></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const brand = { id: 'demo', name: 'Demo' } as Brand;

let folders: string[] = [];
afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders = [];
});

/** A build folder with `dist/` and, when given, a prerender module of that source. */
function build(moduleSource?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'prerender-'));
  folders.push(root);
  mkdirSync(join(root, 'dist'));
  if (moduleSource !== undefined) {
    mkdirSync(join(root, prerenderFolderName));
    writeFileSync(prerenderModulePath(join(root, 'dist')), moduleSource);
  }
  return join(root, 'dist');
}

describe('withPrerenderedShell', () => {
  it('should put the frame in #root and the theme on <html>, escaped', () => {
    const html = withPrerenderedShell(page, {
      htmlAttributes: { class: 'dark', 'data-theme': 'dark', style: '--font:"Inter"' },
      rootHtml: '<header>Demo</header>',
    });
    expect(html).toContain(
      '<html lang="es-ES" class="dark" data-theme="dark" style="--font:&quot;Inter&quot;">',
    );
    expect(html).toContain('<div id="root"><header>Demo</header></div>');
  });

  it('should leave the page as built without a frame', () => {
    expect(withPrerenderedShell(page, undefined)).toBe(page);
  });

  it('should not read a frame holding `$&` as a replacement pattern', () => {
    const html = withPrerenderedShell(page, {
      htmlAttributes: { 'data-theme': 'light' },
      rootHtml: '<p>$& and $1</p>',
    });
    expect(html).toContain('<div id="root"><p>$& and $1</p></div>');
  });
});

const shellModule =
  'export async function prerenderShell(brand) { return { htmlAttributes: { "data-theme": "light" }, rootHtml: `<p>${brand.name}</p>` }; }';

describe('frameRenderer', () => {
  it('should find the module beside the app folder, not inside it', () => {
    expect(prerenderModulePath('/srv/site/dist')).toBe(
      `/srv/site/${prerenderFolderName}/prerender.js`,
    );
  });

  it("should draw the shell with the built module's prerenderShell (a module without landing pages)", async () => {
    await expect(frameRenderer(build(shellModule))(brand)).resolves.toEqual({
      shell: { htmlAttributes: { 'data-theme': 'light' }, rootHtml: '<p>Demo</p>' },
      firstScreens: {},
    });
  });

  it('should draw each landing path the module names, with the answers the server knows', async () => {
    const appDir = build(`${shellModule}
      export const firstScreenPaths = () => ['/', '/line/top-events'];
      export async function prerenderFirstScreen(brand, { path, answer }) {
        const slides = answer('/api/site/slides', { lang: 'es' });
        return { htmlAttributes: { 'data-theme': 'light' }, rootHtml: path + ':' + slides.length };
      }`);
    const frames = await frameRenderer(appDir)(brand, (apiPath) =>
      apiPath === '/api/site/slides' ? [{ id: 1 }, { id: 2 }] : undefined,
    );
    expect(frames.firstScreens['/']?.rootHtml).toBe('/:2');
    expect(frames.firstScreens['/line/top-events']?.rootHtml).toBe('/line/top-events:2');
    expect(frames.shell?.rootHtml).toBe('<p>Demo</p>');
  });

  it('should keep the shell for a landing path whose drawing fails, and say so once', async () => {
    const log = vi.fn();
    const render = frameRenderer(
      build(`${shellModule}
        export const firstScreenPaths = () => ['/slots/home', '/line/top-events'];
        export async function prerenderFirstScreen(brand, { path }) {
          if (path === '/slots/home') throw new Error('no casino');
          return { htmlAttributes: { 'data-theme': 'light' }, rootHtml: 'top' };
        }`),
      log,
    );
    for (let run = 0; run < 2; run += 1) {
      const frames = await render(brand);
      expect(Object.keys(frames.firstScreens)).toEqual(['/line/top-events']);
      expect(frames.shell?.rootHtml).toBe('<p>Demo</p>');
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/\/slots\/home.*no casino/);
  });

  it('should give no frame, and say so once, when the build has no prerender module', async () => {
    const log = vi.fn();
    const render = frameRenderer(build(), log);
    await expect(render(brand)).resolves.toEqual({ firstScreens: {} });
    await expect(render(brand)).resolves.toEqual({ firstScreens: {} });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/No prerender module/);
  });

  it('should give no frame, and say so once, when drawing fails', async () => {
    const log = vi.fn();
    const render = frameRenderer(
      build('export async function prerenderShell() { throw new Error("no theme"); }'),
      log,
    );
    await expect(render(brand)).resolves.toEqual({ firstScreens: {} });
    await expect(render(brand)).resolves.toEqual({ firstScreens: {} });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/demo.*no theme/);
  });
});
