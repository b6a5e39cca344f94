import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, success, type Envelope } from '../../../envelope.ts';
import type { CachedBody, FeedRuntime } from '../runtime.ts';
import { publicFeedAnswer } from './sharedCache.ts';

/** Answers under this size go uncompressed (as the server's compression threshold). */
const compressFrom = 1024;

/**
 * The cached envelope for `key` in the current feed version, built on a miss. Between two ticks
 * every poller with the same timestamp and language gets the same serialised bytes.
 */
export function cachedSuccess(runtime: FeedRuntime, key: string, build: () => unknown): CachedBody {
  return cachedAnswer(runtime, key, () => ({ statusCode: 200, envelope: success(build()) }));
}

/** As cachedSuccess, for answers that may also be failures (an event that left live). */
export function cachedAnswer(
  runtime: FeedRuntime,
  key: string,
  build: () => { statusCode: number; envelope: Envelope<unknown> },
): CachedBody {
  const known = runtime.cache.get(key);
  if (known) return known;
  const { statusCode, envelope } = build();
  const body: CachedBody = { statusCode, json: JSON.stringify(envelope), encoded: new Map() };
  // Old versions are dropped by markChanged; this bound only guards against odd key floods.
  if (runtime.cache.size > 5000) runtime.cache.clear();
  runtime.cache.set(key, body);
  return body;
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Sends a cached body, compressed once per encoding and reused by every later request. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  void reply.code(body.statusCode).type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && body.json.length >= compressFrom ? encode(body, encoding) : undefined;
  const contentEncoding = encoded ? encoding : undefined;
  if (!publicFeedAnswer(request, reply, body, contentEncoding)) return reply.send('');
  if (!encoded || !contentEncoding) return reply.send(body.json);
  return reply.header('Content-Encoding', contentEncoding).send(encoded);
}

function encode(body: CachedBody, encoding: 'br' | 'gzip'): Buffer {
  let encoded = body.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body.json, { level: 6 });
    body.encoded.set(encoding, encoded);
  }
  return encoded;
}

/** Codes of the feed's failures (from the spec's catalogues where one fits). */
export const feedCodes = {
  invalidRequest: 400,
  eventNotFound: 612,
  /** Bet catalogue 63: event removed from live. */
  notLive: 63,
} as const;

export function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send(failure(message, feedCodes.invalidRequest));
}

export function eventNotFound(reply: FastifyReply) {
  return reply.code(404).send(failure('Event not found', feedCodes.eventNotFound));
}

/** `lang` of every feed call: short or long code, anything else answers in Spanish. */
export const langProperty = { type: 'string', maxLength: 16 } as const;

/** A `{x}` path segment: a language (es, en-US …) or a version (v1, 2); see README. */
export const segmentProperty = {
  type: 'string',
  minLength: 1,
  maxLength: 16,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const idProperty = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const optionalIdProperty = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;
export const momentProperty = { type: 'string', maxLength: 40 } as const;
