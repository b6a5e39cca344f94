import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { requestLanguage } from '../language.ts';
import { listItems } from '../read/lists.ts';
import { sportTree } from '../read/maps.ts';
import { feedRuntime } from '../runtime.ts';
import { filterKey, filterOf, listQuerySchema, type ListQuery } from './filters.ts';
import { badRequest, cachedSuccess, langProperty, sendCached } from './http.ts';

/** Live top: events of top tourneys; with none live, the first of the live list. */
const topFallback = 10;

/** Live lists: the map (sports → countries → tourneys), events by sport, top live events. */
export function liveRoutes(context: PlatformContext): FastifyPluginCallback {
  const runtime = feedRuntime(context);
  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/feed/live/map',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { lang: langProperty },
          },
        },
      },
      (request, reply) => {
        const language = requestLanguage(request.query.lang);
        const key = `live-map:${language}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () =>
            sportTree(runtime, { status: 1, sportId: null, from: null, to: null }, language),
          ),
        );
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/feed/live/games',
      { schema: { querystring: listQuerySchema } },
      (request, reply) => {
        const filter = filterOf(request.query, 1, context.clock.nowMs());
        if (typeof filter === 'string') return badRequest(reply, filter);
        const language = requestLanguage(request.query.lang);
        const key = `live:${language}:${filterKey(filter)}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => listItems(runtime, filter, language)),
        );
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/feed/live/games/top',
      { schema: { querystring: listQuerySchema } },
      (request, reply) => {
        const filter = filterOf(request.query, 1, context.clock.nowMs());
        if (typeof filter === 'string') return badRequest(reply, filter);
        const language = requestLanguage(request.query.lang);
        const key = `live-top:${language}:${filterKey(filter)}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => {
            const top = listItems(runtime, { ...filter, topOnly: 1 }, language);
            return top.length > 0 ? top : listItems(runtime, filter, language, topFallback);
          }),
        );
      },
    );
    done();
  };
}
