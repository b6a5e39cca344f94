import type { FastifyInstance } from 'fastify';
import { requestLanguage, type Language } from '../language.ts';
import type { FeedRuntime } from '../runtime.ts';
import { listQuerySchema, type ListQuery } from './filters.ts';
import { badRequest, cachedSuccess, sendCached } from './http.ts';

/** A list call's cache key and how to build its data, or why its query is refused (400). */
export type CachedList = { key: string; build: () => unknown } | string;

/**
 * A GET call that takes the feed's list query and answers from the cache: every poller between
 * two ticks with the same query gets the same bytes.
 */
export function cachedListRoute(
  app: FastifyInstance,
  runtime: FeedRuntime,
  path: string,
  answer: (query: ListQuery, language: Language) => CachedList,
): void {
  app.get<{ Querystring: ListQuery }>(
    path,
    { schema: { querystring: listQuerySchema } },
    (request, reply) => {
      const list = answer(request.query, requestLanguage(request.query.lang));
      if (typeof list === 'string') return badRequest(reply, list);
      return sendCached(request, reply, cachedSuccess(runtime, list.key, list.build));
    },
  );
}
