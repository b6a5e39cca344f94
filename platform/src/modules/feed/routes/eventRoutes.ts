import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { requestLanguage } from '../language.ts';
import { eventDelta, multiLiveDelta } from '../read/deltas.ts';
import { fullItem } from '../read/lists.ts';
import { feedRuntime } from '../runtime.ts';
import {
  cachedAnswer,
  cachedSuccess,
  eventNotFound,
  feedCodes,
  idProperty,
  langProperty,
  optionalIdProperty,
  segmentProperty,
  sendCached,
} from './http.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';

interface DeltaParams {
  x: string;
  timestamp: number;
  eventId: number;
}

const deltaSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['x', 'timestamp', 'eventId'],
    properties: {
      x: segmentProperty,
      timestamp: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      eventId: optionalIdProperty,
    },
  },
  querystring: langOnlyQuery(langProperty),
} as const;

/** The full event page and the live polls (one event, or every live event with id 0). */
export function eventRoutes(context: PlatformContext): FastifyPluginCallback {
  const runtime = feedRuntime(context);

  const liveAnswer = (params: DeltaParams, lang: string | undefined) => {
    const language = requestLanguage(lang, params.x);
    const since = params.timestamp;
    if (params.eventId === 0) {
      return cachedSuccess(runtime, `multi:${since}:${language}`, () => ({
        timestamp: runtime.version,
        events: multiLiveDelta(runtime, since, language),
      }));
    }
    return cachedAnswer(runtime, `delta:${params.eventId}:${since}:${language}`, () => {
      const event = runtime.queries.byId(params.eventId);
      if (!event) {
        return { statusCode: 404, envelope: failure('Event not found', feedCodes.eventNotFound) };
      }
      if (event.status !== 1) {
        return { statusCode: 404, envelope: failure('Event is not live', feedCodes.notLive) };
      }
      return {
        statusCode: 200,
        envelope: success({
          timestamp: runtime.version,
          event: eventDelta(runtime, event, since, language),
        }),
      };
    });
  };

  return function register(app, _options, done) {
    app.get<{ Params: { id: number }; Querystring: { groupId?: number; lang?: string } }>(
      '/api/feed/games/:id',
      {
        schema: {
          params: {
            type: 'object',
            additionalProperties: false,
            required: ['id'],
            properties: { id: idProperty },
          },
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { groupId: optionalIdProperty, lang: langProperty },
          },
        },
      },
      (request, reply) => {
        const language = requestLanguage(request.query.lang);
        const groupId = request.query.groupId || undefined;
        const event = runtime.queries.byId(request.params.id);
        if (!event) return eventNotFound(reply);
        const key = `event:${request.params.id}:${groupId}:${language}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () =>
            fullItem(runtime, request.params.id, language, groupId),
          ),
        );
      },
    );

    app.get<{ Params: DeltaParams; Querystring: { lang?: string } }>(
      '/api/feed/live/:x/full/:timestamp/:eventId',
      { schema: deltaSchema },
      (request, reply) =>
        sendCached(request, reply, liveAnswer(request.params, request.query.lang)),
    );

    app.get<{ Params: DeltaParams; Querystring: { lang?: string } }>(
      '/api/feed/:x/full/:timestamp/:eventId',
      { schema: deltaSchema },
      (request, reply) =>
        sendCached(request, reply, liveAnswer(request.params, request.query.lang)),
    );
    done();
  };
}
