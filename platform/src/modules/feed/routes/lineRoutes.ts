import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { requestLanguage } from '../language.ts';
import { listItems } from '../read/lists.ts';
import { allSports, countryList, sportTree } from '../read/maps.ts';
import { feedRuntime } from '../runtime.ts';
import {
  filterKey,
  filterOf,
  listQuerySchema,
  sportAndGame,
  windowOf,
  type ListQuery,
} from './filters.ts';
import { badRequest, cachedSuccess, sendCached } from './http.ts';

/** Top events: line events of top tourneys in the next two days, at most this many. */
const topWindowMs = 48 * 60 * 60 * 1000;
const topLimit = 60;

/** Pre-match line: lists, top events, the sport menu (sports, countries, map). */
export function lineRoutes(context: PlatformContext): FastifyPluginCallback {
  const runtime = feedRuntime(context);
  return function register(app, _options, done) {
    app.get<{ Querystring: ListQuery }>(
      '/api/feed/line/games',
      { schema: { querystring: listQuerySchema } },
      (request, reply) => {
        const filter = filterOf(request.query, 0, context.clock.nowMs());
        if (typeof filter === 'string') return badRequest(reply, filter);
        const language = requestLanguage(request.query.lang);
        const key = `line:${language}:${filterKey(filter)}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => listItems(runtime, filter, language)),
        );
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/feed/line/games/top',
      { schema: { querystring: listQuerySchema } },
      (request, reply) => {
        const language = requestLanguage(request.query.lang);
        const nowMs = context.clock.nowMs();
        const filter = filterOf(request.query, 0, nowMs);
        if (typeof filter === 'string') return badRequest(reply, filter);
        const top = {
          ...filter,
          topOnly: 1 as const,
          from: filter.from ?? new Date(nowMs).toISOString(),
          to: filter.to ?? new Date(nowMs + topWindowMs).toISOString(),
        };
        const key = `line-top:${language}:${filterKey(top)}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => listItems(runtime, top, language, topLimit)),
        );
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/feed/line/map',
      { schema: { querystring: listQuerySchema } },
      (request, reply) => {
        const window = windowOf(request.query, context.clock.nowMs());
        if (typeof window === 'string') return badRequest(reply, window);
        const language = requestLanguage(request.query.lang);
        const { sportId } = sportAndGame(request.query.sportId, undefined);
        const key = `line-map:${language}:${sportId}:${window.from}:${window.to}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () =>
            sportTree(runtime, { status: 0, sportId, ...window }, language),
          ),
        );
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/feed/sports',
      { schema: { querystring: listQuerySchema } },
      (request, reply) => {
        const window = windowOf(request.query, context.clock.nowMs());
        if (typeof window === 'string') return badRequest(reply, window);
        const language = requestLanguage(request.query.lang);
        const key = `sports:${language}:${window.from}:${window.to}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => allSports(runtime, window, language)),
        );
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/feed/countries',
      { schema: { querystring: listQuerySchema } },
      (request, reply) => {
        const window = windowOf(request.query, context.clock.nowMs());
        if (typeof window === 'string') return badRequest(reply, window);
        const language = requestLanguage(request.query.lang);
        const { sportId } = sportAndGame(request.query.sportId, undefined);
        const key = `countries:${language}:${sportId}:${window.from}:${window.to}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => countryList(runtime, { sportId, ...window }, language)),
        );
      },
    );
    done();
  };
}
