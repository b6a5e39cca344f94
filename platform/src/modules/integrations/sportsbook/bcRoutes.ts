import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { requireProviderPlayer } from '../shared/guards.ts';
import { issueToken } from '../shared/tokens.ts';
import { daySchema, sportsbookHistory } from './history.ts';

interface HistoryBody {
  page?: number;
  count?: number;
  from?: string;
  to?: string;
  status?: number[];
  providers?: string[];
  gameTypes?: Array<'prematch' | 'live'>;
}

/** No input: the session cookie says who asks. */
const emptyBody = {
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
} as const;

// A single status or provider may come as one value: ajv's array coercion wraps it.
const historyBody = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
      count: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
      from: daySchema,
      to: daySchema,
      status: {
        type: 'array',
        maxItems: 4,
        items: { type: 'integer', enum: [0, 1, 2, 3] },
      },
      providers: {
        type: 'array',
        maxItems: 20,
        items: { type: 'string', minLength: 1, maxLength: 40 },
      },
      gameTypes: { type: 'array', maxItems: 2, items: { enum: ['prematch', 'live'] } },
    },
  },
} as const;

/**
 * The embedded sportsbook /bc: its one-hour sports token and the player's bet history in it
 * (sports-betting spec, section 7: "send the session cookie value, response token, bets and count").
 */
export function bcRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.post('/api/sportsbook/bc/token', { schema: emptyBody }, (request, reply) => {
      const user = requireProviderPlayer(context, request, reply, 'bc');
      if (!user) return reply;
      const { token, expiresAt } = issueToken(context, 'bc', user.id);
      return success({ token, expires_at: expiresAt });
    });

    app.post<{ Body: HistoryBody }>(
      '/api/sportsbook/bc/history',
      { schema: historyBody },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'bc');
        if (!user) return reply;
        const body = request.body;
        return success(
          sportsbookHistory(context.database, 'bc', user.id, {
            page: body.page ?? 1,
            count: body.count ?? 10,
            from: body.from,
            to: body.to,
            statuses: body.status,
            gameTypes: body.gameTypes,
            sports: body.providers,
          }),
        );
      },
    );
    done();
  };
}
