import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { requestLanguage } from '../language.ts';
import { fullItem, listItems } from '../read/lists.ts';
import { feedRuntime } from '../runtime.ts';
import { filterKey, filterOf, listQuerySchema, type ListQuery } from './filters.ts';
import {
  badRequest,
  cachedSuccess,
  eventNotFound,
  idProperty,
  segmentProperty,
  sendCached,
} from './http.ts';

const base = '/api/bs2/remote/api/line/:x';

const paramsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['x', 'id'],
  properties: { x: segmentProperty, id: idProperty },
} as const;

type Scope = 'tourney' | 'country' | 'sport';

/**
 * The remote line service's paths: one event (full), and the line of a tourney, a country or a
 * sport (list items; the other list filters apply on top). `{x}` is a language or a version.
 */
export function remoteLineRoutes(context: PlatformContext): FastifyPluginCallback {
  const runtime = feedRuntime(context);
  return function register(app, _options, done) {
    app.get<{ Params: { x: string; id: number }; Querystring: { lang?: string } }>(
      `${base}/event/:id`,
      { schema: { params: paramsSchema, querystring: listQuerySchema } },
      (request, reply) => {
        const language = requestLanguage(request.query.lang, request.params.x);
        const item = fullItem(runtime, request.params.id, language);
        if (!item) return eventNotFound(reply);
        const key = `remote-event:${request.params.id}:${language}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => item),
        );
      },
    );

    const scoped = (scope: Scope) =>
      app.get<{ Params: { x: string; id: number }; Querystring: ListQuery }>(
        `${base}/${scope}/:id`,
        { schema: { params: paramsSchema, querystring: listQuerySchema } },
        (request, reply) => {
          const { id, x } = request.params;
          const query: ListQuery = {
            ...request.query,
            ...(scope === 'tourney' ? { champId: id } : {}),
            ...(scope === 'country' ? { countryId: id } : {}),
            ...(scope === 'sport' ? { sportId: id } : {}),
          };
          const filter = filterOf(query, 0, context.clock.nowMs());
          if (typeof filter === 'string') return badRequest(reply, filter);
          const language = requestLanguage(request.query.lang, x);
          const key = `line:${language}:${filterKey(filter)}`;
          return sendCached(
            request,
            reply,
            cachedSuccess(runtime, key, () => listItems(runtime, filter, language)),
          );
        },
      );
    scoped('tourney');
    scoped('country');
    scoped('sport');
    done();
  };
}
