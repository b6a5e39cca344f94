import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { requestLanguage } from '../language.ts';
import { listItems } from '../read/lists.ts';
import { sportTree } from '../read/maps.ts';
import { feedRuntime } from '../runtime.ts';
import { cachedListRoute } from './cachedList.ts';
import { filterKey, filterOf } from './filters.ts';
import { cachedSuccess, langProperty, sendCached } from './http.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';

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
          querystring: langOnlyQuery(langProperty),
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

    cachedListRoute(app, runtime, '/api/feed/live/games', (query, language) => {
      const filter = filterOf(query, 1, context.clock.nowMs());
      if (typeof filter === 'string') return filter;
      return {
        key: `live:${language}:${filterKey(filter)}`,
        build: () => listItems(runtime, filter, language),
      };
    });

    cachedListRoute(app, runtime, '/api/feed/live/games/top', (query, language) => {
      const filter = filterOf(query, 1, context.clock.nowMs());
      if (typeof filter === 'string') return filter;
      return {
        key: `live-top:${language}:${filterKey(filter)}`,
        build: () => {
          const top = listItems(runtime, { ...filter, topOnly: 1 }, language);
          return top.length > 0 ? top : listItems(runtime, filter, language, topFallback);
        },
      };
    });
    done();
  };
}
