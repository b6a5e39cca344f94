import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The brand studio's page (decision 030): its own entry of the build, `studio.html` with its
 * scripts and styles in `studio-assets/`, beside the players' `index.html` and `assets/`. The
 * platform serves it at `/studio` and `/studio/*` (the studio's client routes); a player's page
 * never gets it as a fallback, the players' service worker leaves these paths alone, and a
 * brand's static export does not carry it (the studio needs the platform's API).
 */
export const studioPath = '/studio';
export const studioHtmlFile = 'studio.html';
export const studioAssetsFolder = 'studio-assets';

/** `/studio`, `/studio/…` (not `/studios`). */
export function isStudioPath(path: string): boolean {
  return path === studioPath || path.startsWith(`${studioPath}/`);
}

/** A built file that is the studio's: its page or one of its assets. */
export function isStudioBuildFile(appDir: string, file: string): boolean {
  const path = relative(appDir, file);
  return (
    path === studioHtmlFile ||
    path === studioAssetsFolder ||
    path.startsWith(studioAssetsFolder + sep)
  );
}

/**
 * Serves the built studio page at `/studio` and below. Operators only: never indexed, never
 * cached (a new release is picked up at once, and a shared machine keeps no copy). The security
 * headers and the Content-Security-Policy come from the server's hooks, as on the players' page.
 */
export function registerStudioPage(app: FastifyInstance, appDir: string): void {
  const file = join(appDir, studioHtmlFile);
  if (!existsSync(file)) return;
  const html = readFileSync(file, 'utf8');
  const answer = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(html);
  app.get(studioPath, answer);
  app.get(`${studioPath}/*`, answer);
}
