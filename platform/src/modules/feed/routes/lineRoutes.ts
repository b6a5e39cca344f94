import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { listItems } from '../read/lists.ts';
import { allSports, countryList, sportTree } from '../read/maps.ts';
import { feedRuntime } from '../runtime.ts';
import { cachedListRoute } from './cachedList.ts';
import { filterKey, filterOf, sportAndGame, windowOf } from './filters.ts';

/** Top events: line events of top tourneys in the next two days, at most this many. */
const topWindowMs = 48 * 60 * 60 * 1000;
const topLimit = 60;

/** Pre-match line: lists, top events, the sport menu (sports, countries, map). */
export function lineRoutes(context: PlatformContext): FastifyPluginCallback {
  const runtime = feedRuntime(context);
  return function register(app, _options, done) {
    cachedListRoute(app, runtime, '/api/feed/line/games', (query, language) => {
      const filter = filterOf(query, 0, context.clock.nowMs());
      if (typeof filter === 'string') return filter;
      return {
        key: `line:${language}:${filterKey(filter)}`,
        build: () => listItems(runtime, filter, language),
      };
    });

    cachedListRoute(app, runtime, '/api/feed/line/games/top', (query, language) => {
      const nowMs = context.clock.nowMs();
      const filter = filterOf(query, 0, nowMs);
      if (typeof filter === 'string') return filter;
      const top = {
        ...filter,
        topOnly: 1 as const,
        from: filter.from ?? new Date(nowMs).toISOString(),
        to: filter.to ?? new Date(nowMs + topWindowMs).toISOString(),
      };
      return {
        key: `line-top:${language}:${filterKey(top)}`,
        build: () => listItems(runtime, top, language, topLimit),
      };
    });

    cachedListRoute(app, runtime, '/api/feed/line/map', (query, language) => {
      const window = windowOf(query, context.clock.nowMs());
      if (typeof window === 'string') return window;
      const { sportId } = sportAndGame(query.sportId, undefined);
      return {
        key: `line-map:${language}:${sportId}:${window.from}:${window.to}`,
        build: () => sportTree(runtime, { status: 0, sportId, ...window }, language),
      };
    });

    cachedListRoute(app, runtime, '/api/feed/sports', (query, language) => {
      const window = windowOf(query, context.clock.nowMs());
      if (typeof window === 'string') return window;
      return {
        key: `sports:${language}:${window.from}:${window.to}`,
        build: () => allSports(runtime, window, language),
      };
    });

    cachedListRoute(app, runtime, '/api/feed/countries', (query, language) => {
      const window = windowOf(query, context.clock.nowMs());
      if (typeof window === 'string') return window;
      const { sportId } = sportAndGame(query.sportId, undefined);
      return {
        key: `countries:${language}:${sportId}:${window.from}:${window.to}`,
        build: () => countryList(runtime, { sportId, ...window }, language),
      };
    });
    done();
  };
}
