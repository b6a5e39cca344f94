import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../runtime.ts';

/**
 * How long a shared cache (a CDN, nginx) may serve a feed answer without asking the platform.
 * A cached answer is valid until the next simulator tick (every 3 s), which may come at any
 * moment: a second bounds how late a player sees a tick through the cache, and still makes the
 * platform answer each distinct URL at most once a second however many players poll it. Staleness
 * never loses a change: a delta names the version it runs to, and the next poll asks from there.
 */
export const feedSharedMaxAge = 1;

/** Public, revalidated by browsers on every poll (a 304 when nothing moved), shared briefly. */
export const feedCacheControl = `public, max-age=0, s-maxage=${feedSharedMaxAge}`;

const digests = new WeakMap<CachedBody, string>();

/**
 * A strong validator per answer and content coding: the same JSON gzip'd and brotli'd are two
 * representations, and a cache must never answer one's If-None-Match with the other's bytes.
 */
export function feedEtag(body: CachedBody, encoding: string | undefined): string {
  let digest = digests.get(body);
  if (digest === undefined) {
    digest = createHash('sha1')
      .update(String(body.statusCode))
      .update(body.json)
      .digest('base64url')
      .slice(0, 22);
    digests.set(body, digest);
  }
  return `"${digest}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Marks a feed answer cacheable by anyone: feed answers are keyed by URL (path, query, `lang`)
 * and feed version only, never by the session cookie or any header but Accept-Encoding, which
 * Vary names. Answers false when the client's copy is current (a 304 was set up: send no body).
 * Only GET and HEAD: a POSTed search is answered the same way but is nobody's to cache.
 */
export function publicFeedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  encoding: string | undefined,
): boolean {
  void reply.header('Vary', 'Accept-Encoding');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    void reply.header('Cache-Control', 'no-store');
    return true;
  }
  const etag = feedEtag(body, encoding);
  void reply.header('Cache-Control', feedCacheControl).header('ETag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return true;
  void reply.code(304);
  return false;
}
