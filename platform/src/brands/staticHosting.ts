import { manifestPath } from './documentHead.ts';
import { offlinePagePath } from './offlinePage.ts';
import { serviceWorkerPath } from './serviceWorker.ts';

/**
 * The headers a CDN or web server must send for an exported brand, as the demo server sends them:
 * the brand's Content-Security-Policy, a year's cache for hashed assets (their names change with
 * their content) and revalidation for everything a release changes under the same name.
 */
export const immutableCache = 'public, max-age=31536000, immutable';

/** Revalidated on every load: a new release or brand version reaches players at once. */
export const revalidatedPaths = [
  '/',
  '/index.html',
  '/brand.json',
  manifestPath,
  serviceWorkerPath,
  offlinePagePath,
] as const;

/**
 * The file an exported landing page's first screen is written to: `/line/top-events` →
 * `line/top-events.html`, which Netlify and Cloudflare Pages serve at `/line/top-events` by
 * themselves (a folder's `index.html` would cost a redirect to `/line/top-events/` on Cloudflare).
 * The root's is `landing.html`: `index.html` is every other path's page too.
 */
export function firstScreenFile(path: string): string {
  return path === '/' ? 'landing.html' : `${path.slice(1)}.html`;
}

/** The demo server's (helmet's) headers that a static host does not send by itself. */
const securityHeaders: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * `_headers` for Netlify and Cloudflare Pages. Those hosts join the values of a header that two
 * matching rules set, so Cache-Control is set by exactly one rule per path, never under `/*`.
 */
export function headersFile(
  contentSecurityPolicy: string,
  firstScreenPaths: readonly string[] = [],
): string {
  const rule = (path: string, headers: ReadonlyArray<readonly [string, string]>) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    rule('/*', [['Content-Security-Policy', contentSecurityPolicy], ...securityHeaders]),
    rule('/assets/*', [['Cache-Control', immutableCache]]),
    ...[
      ...revalidatedPaths,
      ...firstScreenPaths.flatMap((path) =>
        path === '/' ? [] : [path, `/${firstScreenFile(path)}`],
      ),
    ].map((path) => rule(path, [['Cache-Control', 'no-cache']])),
  ].join('\n\n')}\n`;
}

/** `_redirects` for Netlify and Cloudflare Pages: client routes get the app's page (not a 404). */
export const redirectsFile = '/*    /index.html    200\n';

/**
 * `_redirects` with `/favicon.ico` sent to the brand's icon first: without it the SPA fallback
 * would answer browsers' icon requests with the page.
 */
export function redirectsWithFavicon(
  faviconHref: string,
  firstScreenPaths: readonly string[] = [],
): string {
  // A host that does not serve `x.html` at `x` by itself still finds the landing pages' files.
  const landings = firstScreenPaths
    .filter((path) => path !== '/')
    .map((path) => `${path}    /${firstScreenFile(path)}    200\n`)
    .join('');
  return `/favicon.ico    ${faviconHref}    302\n${landings}${redirectsFile}`;
}

/**
 * An nginx `server` block for one exported brand: the same headers, and the app's page for every
 * path that is not a file. nginx drops a server's `add_header` lines in a location that has its
 * own, so each location repeats them.
 */
export function nginxConf(
  brandId: string,
  contentSecurityPolicy: string,
  faviconHref?: string,
  firstScreenPaths: readonly string[] = [],
): string {
  const lines = (headers: ReadonlyArray<readonly [string, string]>) =>
    headers.map(([name, value]) => `    add_header ${name} "${value}" always;`).join('\n');
  const headers = (cacheControl: string) =>
    lines([
      ['Content-Security-Policy', contentSecurityPolicy],
      ...securityHeaders,
      ['Cache-Control', cacheControl],
    ]);
  // Hashed scripts and styles are no documents: the page headers would cost ~1 KB each for
  // nothing. Their brotli 11 and gzip -9 copies (from \`npm run build\`) are sent as they are.
  const assetHeaders = lines([
    ['X-Content-Type-Options', 'nosniff'],
    ['Cache-Control', immutableCache],
  ]);
  const exact = revalidatedPaths
    .filter((path) => path !== '/')
    .map(
      (path) =>
        `  location = ${path} {\n${
          path === manifestPath ? '    default_type application/manifest+json;\n' : ''
        }${headers('no-cache')}\n  }`,
    )
    .join('\n\n');
  // Each landing page's own first screen; the root's falls back to the shell's page.
  const landings = firstScreenPaths
    .map(
      (path) =>
        `  location = ${path} {\n${headers('no-cache')}\n    try_files /${firstScreenFile(path)} /index.html;\n  }`,
    )
    .join('\n\n');
  return `# Brand "${brandId}", exported by \`npm run brand:export\`. Set server_name and root (the
# folder ${brandId}/ of the export), add TLS as for any site, and include this file from nginx.conf.
server {
  listen 80;
  server_name ${brandId}.example.com;
  root /var/www/${brandId};

  location /assets/ {
${assetHeaders}
    gzip_static on;
    # brotli_static on;  # with the ngx_brotli module (Debian: libnginx-mod-http-brotli-static)
    try_files $uri =404;
  }

${exact}
${landings === '' ? '' : `\n${landings}\n`}${faviconHref === undefined ? '' : `\n  location = /favicon.ico {\n    return 302 ${faviconHref};\n  }\n`}
  location / {
${headers('no-cache')}
    try_files $uri /index.html;
  }
}
`;
}
