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
  status?: number | number[];
  providers?: string | string[];
  gameTypes?: Array<'prematch' | 'live'>;
}

/** A value the README allows as one item or a list of them. */
const oneOrList = (item: object, maxItems: number) => ({
  anyOf: [item, { type: 'array', maxItems, items: item }],
});

function asList<T>(value: T | T[] | undefined): T[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [value];
}

/** No input: the session cookie says who asks. */
const emptyBody = {
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
} as const;

// A single status or provider may come as one value (bodies are not coerced: it is in the schema).
const historyBody = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
      count: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
      from: daySchema,
      to: daySchema,
      status: oneOrList({ type: 'integer', enum: [0, 1, 2, 3] }, 4),
      providers: oneOrList({ type: 'string', minLength: 1, maxLength: 40 }, 20),
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
            statuses: asList(body.status),
            gameTypes: body.gameTypes,
            sports: asList(body.providers),
          }),
        );
      },
    );
    done();
  };
}
