import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../schemas/generated/brand.ts';
import {
  prerenderFolderName,
  prerenderModulePath,
  shellRenderer,
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

describe('shellRenderer', () => {
  it('should find the module beside the app folder, not inside it', () => {
    expect(prerenderModulePath('/srv/site/dist')).toBe(
      `/srv/site/${prerenderFolderName}/prerenderShell.js`,
    );
  });

  it("should draw with the built module's prerenderShell", async () => {
    const appDir = build(
      'export async function prerenderShell(brand) { return { htmlAttributes: { "data-theme": "light" }, rootHtml: `<p>${brand.name}</p>` }; }',
    );
    await expect(shellRenderer(appDir)(brand)).resolves.toEqual({
      htmlAttributes: { 'data-theme': 'light' },
      rootHtml: '<p>Demo</p>',
    });
  });

  it('should give no frame, and say so once, when the build has no prerender module', async () => {
    const log = vi.fn();
    const render = shellRenderer(build(), log);
    await expect(render(brand)).resolves.toBeUndefined();
    await expect(render(brand)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/No prerender module/);
  });

  it('should give no frame, and say so once, when drawing fails', async () => {
    const log = vi.fn();
    const render = shellRenderer(
      build('export async function prerenderShell() { throw new Error("no theme"); }'),
      log,
    );
    await expect(render(brand)).resolves.toBeUndefined();
    await expect(render(brand)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/demo.*no theme/);
  });
});
