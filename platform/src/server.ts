import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { brandFolder, liveBrand, readBrandFile } from './brandFile.ts';
import { brandDocument } from './brands/brandDocument.ts';
import { brandSiteFiles, type BrandSiteFiles } from './brands/brandSite.ts';
import { frameRenderer, type FrameRenderer } from './brands/prerender.ts';
import { faviconAnswer, faviconPath, type FaviconAnswer } from './brands/favicon.ts';
import { manifestPath } from './brands/documentHead.ts';
import type { LiveBrand } from './brands/liveBrand.ts';
import { offlinePagePath } from './brands/offlinePage.ts';
import { publishedText } from './brands/publish.ts';
import { serviceWorkerPath } from './brands/serviceWorker.ts';
import { registerStudioPage, studioAssetsFolder, studioHtmlFile } from './studioPage.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import type { PlatformContext } from './context.ts';
import { failure } from './envelope.ts';
import { platformModules } from './modules/index.ts';
import type { PageAnswers } from './modules/types.ts';
import { requestValidatorCompiler } from './requestValidation.ts';
import type { TrustProxy } from './trustProxy.ts';

export interface ServerOptions {
  /** Brand id whose published `<configDir>/<id>/` brand is served as `/brand.json`. */
  brandId: string;
  /** Folder of the brands' folders (`CONFIG_DIR`); the repository's `config/` by default. */
  configDir?: string;
  /** Folder with the built app (`vite build` output); omitted when only the API is wanted. */
  appDir?: string;
  logger?: boolean;
  /** The platform (database, clock, seed); without it only the app and brand files are served. */
  context?: PlatformContext;
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY); none by
   * default, so a client talking to the platform directly cannot choose its address or scheme.
   */
  trustProxy?: TrustProxy;
}

/** HSTS on https answers: a year, this host only (a brand's other hosts may still be http). */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * The demo platform: serves the built app, the brand file beside it, and the API under `/api`.
 * The API grows with the platform issue; unknown API paths already answer with the envelope
 * every client call expects, never with the app's HTML.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The client's address (rate-limit keys) and scheme (Secure cookies, HSTS) come from
  // X-Forwarded-* only through trusted proxies.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const brandPolicy = brandPolicyReader(() => readBrandFile(options.brandId, options.configDir));
  // Players are on phones: the app and every API answer go compressed. Built assets are
  // precompressed at build time (brotli 11, served as files below) and the feed's polled answers
  // once per tick (modules/feed); what is left is compressed per answer, so it must be cheap.
  await app.register(fastifyCompress, dynamicCompression);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // Set below from the brand, by the function the CDN header files of `brand:export` use too.
    contentSecurityPolicy: false,
    // The demo platform also runs on plain http://localhost: HSTS goes on https answers only.
    strictTransportSecurity: false,
  });
  // Pages and API answers get the security headers; a hashed script or stylesheet is not a
  // document, so about 1 KB of them per asset (dozens per page) bought nothing.
  app.addHook('onRoute', (route) => {
    if (!isHashedAssetRoute(route.url, route.config)) return;
    // helmet's own per-route switch, read from the route's config when a request comes.
    route.config = Object.assign({}, route.config, {
      hashedAsset: true,
      helmet: { skipRoute: true },
    });
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.hashedAsset) {
      reply.header('Content-Security-Policy', brandPolicy());
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', strictTransportSecurity);
    privateByDefault(request.url, reply);
    done(null, payload);
  });
  // State-changing calls take JSON bodies only: without a text/plain parser, a cross-site HTML form
  // (which can only send form encodings or text/plain) gets 415 and can never act for a player.
  app.removeContentTypeParser('text/plain');
  // Only routes that opt in are limited (sign-in, codes, recovery): polling must never be.
  await app.register(fastifyRateLimit, { global: false });

  // JSON bodies must bring the right types (no "100" for 100); query strings are still read.
  app.setValidatorCompiler(requestValidatorCompiler());
  // Malformed input gets the envelope every client call expects, never a crash or an HTML page.
  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      const message = error.validation
        ? `Invalid request: ${error.message}`
        : status >= 500
          ? 'Internal error'
          : error.message;
      return reply.code(status).send(failure(message, status));
    },
  );

  if (options.context) {
    for (const module of platformModules) {
      const routes = module.routes?.(options.context);
      if (routes) await app.register(routes);
    }
  }

  const brand = liveBrand(options.brandId, options.configDir);
  app.get('/brand.json', (request, reply) => {
    // Only the published version: an edit reaches players on reload once it passes every rule,
    // and a broken edit leaves them on the last good version.
    const published = brand.current();
    const etag = `"${published.hash}"`;
    reply
      .header('Cache-Control', 'no-cache')
      .header('ETag', etag)
      .header('X-Brand-Version', String(published.version));
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(publishedText(published));
  });

  // The brand's own files (logo, favicon) beside its brand.json, at /brand-assets/<path>.
  await app.register(fastifyStatic, {
    root: brandFolder(options.brandId, options.configDir),
    prefix: '/brand-assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=300');
    },
  });

  app.get('/healthz', (_request, reply) => reply.send({ status: 'ok' }));

  const appDir = options.appDir;
  const indexHtml = appDir ? join(appDir, 'index.html') : undefined;
  const context = options.context;
  const site = brandSiteReader(
    brand,
    indexHtml,
    brandFolder(options.brandId, options.configDir),
    appDir ? frameRenderer(appDir) : () => Promise.resolve({ firstScreens: {} }),
    context
      ? pageAnswers(platformModules.map((module) => module.pageAnswers?.(context)))
      : undefined,
  );
  if (appDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: appDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      // The built page is generic: players get it with their brand's head (the not-found handler).
      // The studio's page is served at /studio only (registerStudioPage).
      allowedPath: (path) => path !== '/index.html' && path !== `/${studioHtmlFile}`,
      // `npm run build` writes `.br` (brotli 11) and `.gz` (gzip -9) beside the assets; a file
      // without one (an image, a file under 1 KB) is compressed on the fly if worth it.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite puts a content hash in every asset name, so an asset never changes under its URL;
        // anything else (the app shell) is revalidated so a new release reaches players at once.
        const hashed =
          path.startsWith(join(appDir, 'assets')) ||
          path.startsWith(join(appDir, studioAssetsFolder));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The one security header that still matters on a script: its type is never sniffed.
        if (hashed) reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  }

  if (appDir) registerStudioPage(app, appDir);

  // Browsers ask for /favicon.ico whatever the page's head says: the brand's icon, not the page.
  const favicon = faviconReader(brand, brandFolder(options.brandId, options.configDir));
  app.get(faviconPath, (_request, reply) => {
    const answer = favicon();
    void reply.header('Cache-Control', 'public, max-age=3600');
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
    return reply.type(answer.type).send(answer.body);
  });

  // What makes the brand installable: its manifest, the service worker and its offline page.
  app.get(manifestPath, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send((await site()).manifest),
  );
  app.get(serviceWorkerPath, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send((await site()).serviceWorker),
  );
  app.get(offlinePagePath, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send((await site()).offlinePage),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send(failure(`No API route ${request.method} ${path}`, 404));
    }
    if (request.method === 'GET' && indexHtml && existsSync(indexHtml)) {
      // Client-side routes: every unknown GET path gets the app's page with the brand's head, a
      // landing route its own first screen. Revalidated on every load, and its ETag is the page's
      // own, so a new publish, build or slide reaches players on their next load.
      const files = await site();
      const page = encodedPage(files.firstScreenPages[path] ?? files.indexHtml);
      void reply
        .header('Cache-Control', 'no-cache')
        .header('ETag', page.etag)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      void reply.type('text/html; charset=utf-8');
      // The not-found handler is no route: the compression plugin does not see it. The page is
      // compressed once per version instead (a landing page is 20–26 KB, 5–6 KB compressed).
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepted)) {
        return reply.header('Content-Encoding', 'gzip').send(page.gzip);
      }
      return reply.send(page.html);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}

/**
 * On-the-fly compression of what is made per request (pages, API answers of 1 KB and more).
 * Measured on the platform's own answers of 1–6 KB (the page, casino list, sports maps): gzip -6
 * is within 4% of brotli 4 in size (smaller on both maps) at half its CPU; brotli 5 saves another
 * 5–8% at three to four times gzip's CPU. Big, hot answers are compressed elsewhere, once (assets at
 * build time, feed answers once per tick), so per-answer CPU decides: gzip first, brotli 4 only
 * for a client that takes no gzip.
 */
export const dynamicCompression: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['gzip', 'br'],
  zlibOptions: { level: 6 },
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A content-hashed built file under /assets/: no document security headers. */
    hashedAsset?: boolean;
  }
}

/**
 * The routes @fastify/static makes for the built files under /assets/ and the studio's
 * /studio-assets/ (names carry hashes).
 */
function isHashedAssetRoute(url: string, config: unknown): boolean {
  const rootPath = (config as { rootPath?: unknown } | undefined)?.rootPath;
  return (
    typeof rootPath === 'string' &&
    (url.startsWith('/assets/') || url.startsWith(`/${studioAssetsFolder}/`))
  );
}

/**
 * API answers that did not say how they may be cached are personal (they may depend on the
 * session cookie): no cache keeps them. One that sets a cookie is never public, whatever it said.
 */
function privateByDefault(url: string, reply: FastifyReply): void {
  if (!url.startsWith('/api/')) return;
  const cacheControl = reply.getHeader('cache-control');
  const setsCookie = reply.getHeader('set-cookie') !== undefined;
  if (cacheControl === undefined || (setsCookie && /\bpublic\b/.test(String(cacheControl)))) {
    reply.header('Cache-Control', 'private, no-store');
  }
}

/** The answer to /favicon.ico, made again only when the published brand changes. */
function faviconReader(brand: LiveBrand, folder: string): () => FaviconAnswer {
  let cached: { hash: string; answer: FaviconAnswer } | undefined;
  return () => {
    const published = brand.current();
    if (cached?.hash !== published.hash) {
      cached = {
        hash: published.hash,
        answer: faviconAnswer(brandDocument(published.brand), folder),
      };
    }
    return cached.answer;
  };
}

/**
 * The brand's Content-Security-Policy, read again at most every two seconds: an operator's edit of
 * the brand file reaches the policy as it reaches the app (on reload), without reading the file for
 * every one of the polls' requests.
 */
function brandPolicyReader(readBrand: () => string): () => string {
  let cached: { policy: string; readAt: number } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.readAt > 2000) {
      let text = '';
      try {
        text = readBrand();
      } catch {
        // A brand file gone missing allows nothing extra; /brand.json reports the problem.
      }
      cached = { policy: contentSecurityPolicy(text), readAt: now };
    }
    return cached.policy;
  };
}

/** The answers the modules give a page drawn on the server, the first that knows one. */
function pageAnswers(answers: ReadonlyArray<PageAnswers | undefined>): PageAnswers {
  return (apiPath, query) => {
    for (const answer of answers) {
      const known = answer?.(apiPath, query);
      if (known !== undefined) return known;
    }
    return undefined;
  };
}

interface EncodedPage {
  html: string;
  /** A hash of the page's text: it changes with the build, the brand and the drawn answers. */
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

const encodedPages = new Map<string, EncodedPage>();

/** A page with its ETag and its compressed copies, made once per page text (a handful live). */
function encodedPage(html: string): EncodedPage {
  let page = encodedPages.get(html);
  if (page === undefined) {
    if (encodedPages.size > 16) encodedPages.clear();
    page = {
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
      gzip: gzipSync(html, { level: 9 }),
      br: brotliCompressSync(html, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      }),
    };
    encodedPages.set(html, page);
  }
  return page;
}

/**
 * The brand's pages, manifest, worker and offline page, made again only when the build, the
 * published brand or an answer drawn into a landing page (a slide) changed: the answers a draw
 * asked for are asked again on each load and compared, which costs a query, not a draw.
 */
function brandSiteReader(
  brand: LiveBrand,
  indexHtmlPath: string | undefined,
  folder: string,
  renderFrames: FrameRenderer,
  answers: PageAnswers | undefined,
): () => Promise<BrandSiteFiles> {
  type Asked = { apiPath: string; query: Readonly<Record<string, string>>; json: string };
  let cached: { key: string; asked: Asked[]; files: Promise<BrandSiteFiles> } | undefined;
  const answered = (apiPath: string, query: Readonly<Record<string, string>>) =>
    JSON.stringify(answers?.(apiPath, query) ?? null);
  return () => {
    const published = brand.current();
    let built = '<!doctype html><html lang="es"><head></head><body></body></html>';
    try {
      if (indexHtmlPath) built = readFileSync(indexHtmlPath, 'utf8');
    } catch {
      // No build (an API-only server): the brand's files still answer, around an empty page.
    }
    const key = `${published.hash}:${built}`;
    const same =
      cached?.key === key &&
      cached.asked.every(({ apiPath, query, json }) => answered(apiPath, query) === json);
    if (!same || !cached) {
      const asked: Asked[] = [];
      const answer: PageAnswers | undefined = answers
        ? (apiPath, query) => {
            const known = answers(apiPath, query);
            asked.push({ apiPath, query, json: JSON.stringify(known ?? null) });
            return known;
          }
        : undefined;
      const files = renderFrames(published.brand, answer).then((frames) =>
        brandSiteFiles(built, published, { brandFolder: folder, frames }),
      );
      cached = { key, asked, files };
    }
    return cached.files;
  };
}
