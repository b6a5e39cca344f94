import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { currentUser, requirePlayer } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { jackpotViews, wonJackpotViews } from './jackpots.ts';

const currencyQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { currency: { type: 'string', pattern: '^[A-Z]{3}$' } },
  },
} as const;

const winIdBody = (field: string) => ({
  body: {
    type: 'object',
    additionalProperties: false,
    required: [field],
    properties: { [field]: { type: 'integer', minimum: 1 } },
  },
});

/**
 * Jackpots: GET /api/user/jackpot_data, POST /api/user/jackpot_is_shown, GET /api/casino/jackpots
 * and DELETE /api/casino/jackpots/won. Guests see the jackpots too (they poll them, spec 4).
 */
export function jackpotRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;

  /** A player's currency; for a guest the asked one when the brand offers it, else its default. */
  const currencyFor = (request: FastifyRequest<{ Querystring: { currency?: string } }>) => {
    const user = currentUser(context, request);
    if (user) return { user, currency: user.currency };
    const asked = request.query.currency;
    const offered = asked !== undefined && context.brand.currencies.includes(asked);
    return { user, currency: offered ? asked : context.brand.defaultCurrency };
  };

  return function register(app, _options, done) {
    app.get<{ Querystring: { currency?: string } }>(
      '/api/user/jackpot_data',
      { schema: currencyQuery },
      (request) => {
        const { user, currency } = currencyFor(request);
        return success({
          jackpots: jackpotViews(context, currency),
          won_jackpots: user ? wonJackpotViews(database, user.id) : [],
        });
      },
    );

    app.get<{ Querystring: { currency?: string } }>(
      '/api/casino/jackpots',
      { schema: currencyQuery },
      (request) => {
        const { user, currency } = currencyFor(request);
        return success({
          jackpots: jackpotViews(context, currency),
          wonJackpots: user ? wonJackpotViews(database, user.id) : [],
        });
      },
    );

    app.post<{ Body: { JackpotId: number } }>(
      '/api/user/jackpot_is_shown',
      { schema: winIdBody('JackpotId') },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { changes } = database
          .prepare(
            'UPDATE casino_jackpot_wins SET is_shown = 1 WHERE id = ? AND user_id = ? AND dismissed = 0',
          )
          .run(request.body.JackpotId, user.id);
        if (changes === 0) return reply.code(404).send(failure('Won jackpot not found', 404));
        return success({ JackpotId: request.body.JackpotId, is_shown: true });
      },
    );

    app.delete<{ Body: { id: number } }>(
      '/api/casino/jackpots/won',
      { schema: winIdBody('id') },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { changes } = database
          .prepare(
            'UPDATE casino_jackpot_wins SET dismissed = 1 WHERE id = ? AND user_id = ? AND dismissed = 0',
          )
          .run(request.body.id, user.id);
        if (changes === 0) return reply.code(404).send(failure('Won jackpot not found', 404));
        return success(true);
      },
    );
    done();
  };
}
