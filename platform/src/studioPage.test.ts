import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceWorkerScript } from './brands/serviceWorker.ts';
import { buildServer } from './server.ts';
import { isStudioBuildFile } from './studioPage.ts';

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const studioHtml = '<!doctype html><title>Brand studio</title><div id="studio"></div>';

/** A build with the players' page and the studio's, each with a hashed asset. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'app-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'studio.html'), studioHtml);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("player")');
  mkdirSync(join(dir, 'studio-assets'));
  writeFileSync(join(dir, 'studio-assets', 'studio-def456.js'), 'console.log("studio")');
  return dir;
}

describe('the studio page', () => {
  it.each(['/studio', '/studio/', '/studio/brands/demo', '/studio/sign-in?next=1'])(
    'should answer %s with the studio, never indexed nor stored, under the page headers',
    async (url) => {
      const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
      apps.push(app);
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(studioHtml);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it("should never be a player's fallback, nor served raw", async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
    apps.push(app);
    for (const url of ['/studios', '/sports/live', '/studio.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('id="studio"');
    }
  });

  it('should serve its hashed assets as the players’ (immutable, no page headers)', async () => {
    const app = await buildServer({ brandId: 'demo', appDir: builtApp() });
    apps.push(app);
    const asset = await app.inject({ method: 'GET', url: '/studio-assets/studio-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it('should be left alone by the players’ service worker', () => {
    const script = serviceWorkerScript('v1', '<script src="/assets/index-abc123.js"></script>');
    expect(script).toContain(
      `if (url.pathname === "/studio" || url.pathname.startsWith("/studio/")) return;`,
    );
    expect(script).toContain(`if (url.pathname.startsWith("/studio-assets/")) return;`);
  });

  it('should be told apart from the players’ files of a build (a static export leaves it out)', () => {
    expect(isStudioBuildFile('/dist', '/dist/studio.html')).toBe(true);
    expect(isStudioBuildFile('/dist', '/dist/studio-assets/studio-def456.js')).toBe(true);
    expect(isStudioBuildFile('/dist', '/dist/index.html')).toBe(false);
    expect(isStudioBuildFile('/dist', '/dist/assets/index-abc123.js')).toBe(false);
  });
});
