import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { notLoggedInCode } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { fromCents, InsufficientFundsError, toCents } from '../../../money/ledger.ts';
import { insufficientFundsCode, requireProviderPlayer } from '../shared/guards.ts';
import { issueToken, tokenOwner, type TokenOwner } from '../shared/tokens.ts';
import { playRefusal, sendRefusal } from '../../responsibleGaming/index.ts';
import { RoundError, twentyOneRounds } from './rounds.ts';

/** Bet limits of a twenty-one token (casino-and-account spec, section 9: min 1, max 100). */
export const defaultBetLimits = { min: 1, max: 100 } as const;

/** The external twenty-one page the app sends the player to. */
export const twentyOnePagePath = '/demo/twenty-one/';

/** An amount in cents, or undefined when it has more decimals than the currency has. */
function wholeCents(amount: number, currency: string): number | undefined {
  try {
    return toCents(amount, currency);
  } catch {
    return undefined;
  }
}

const tokenProperty = { type: 'string', minLength: 1, maxLength: 200 } as const;

const initSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['game_type'],
    properties: { game_type: { type: 'integer', enum: [0] } },
  },
} as const;

const dealSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['token', 'amount'],
    properties: {
      token: tokenProperty,
      amount: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 },
    },
  },
} as const;

const actionSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['token', 'round_id', 'action'],
    properties: {
      token: tokenProperty,
      round_id: { type: 'integer', minimum: 1 },
      action: { type: 'string', enum: ['hit', 'stand'] },
    },
  },
} as const;

const roundQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: { token: tokenProperty },
  },
} as const;

/**
 * Twenty-one: the init call the app makes before sending the player to the external page, and the
 * page's own calls, authorised by the init token (not the session cookie).
 */
export function twentyOneRoutes(context: PlatformContext): FastifyPluginCallback {
  const rounds = twentyOneRounds(context);

  const owner = (reply: FastifyReply, token: string): TokenOwner | undefined => {
    const found = tokenOwner(context, token, ['twenty-one']);
    if (!found) void reply.code(401).send(failure('Token invalid or expired', notLoggedInCode));
    return found;
  };

  const play = (reply: FastifyReply, run: () => unknown) => {
    try {
      return success(run());
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        return reply.code(400).send(failure('Insufficient funds', insufficientFundsCode));
      }
      if (error instanceof RoundError)
        return reply.code(error.status).send(failure(error.message, error.code));
      throw error;
    }
  };

  return function register(app, _options, done) {
    app.post('/api/casino/get_init_params', { schema: initSchema }, (request, reply) => {
      const user = requireProviderPlayer(context, request, reply, 'twentyone');
      if (!user) return reply;
      const { token } = issueToken(context, 'twenty-one', user.id, { betLimits: defaultBetLimits });
      return success({
        token,
        betLimits: { ...defaultBetLimits },
        balance: fromCents(user.balance_cents),
        currency: user.currency,
        userId: user.id,
        game_url: twentyOnePagePath,
      });
    });

    app.get<{ Querystring: { token: string } }>(
      '/api/twenty_one/round',
      { schema: roundQuery },
      (request, reply) => {
        const found = owner(reply, request.query.token);
        if (!found) return reply;
        return success(rounds.current(found.userId));
      },
    );

    app.post<{ Body: { token: string; amount: number } }>(
      '/api/twenty_one/deal',
      { schema: dealSchema },
      (request, reply) => {
        const found = owner(reply, request.body.token);
        if (!found) return reply;
        const unprotected = playRefusal(context, { id: found.userId });
        if (unprotected) return sendRefusal(reply, unprotected);
        const limits =
          (found.details.betLimits as typeof defaultBetLimits | undefined) ?? defaultBetLimits;
        const { currency } = context.database
          .prepare('SELECT currency FROM users WHERE id = ?')
          .get(found.userId) as { currency: string };
        const cents = wholeCents(request.body.amount, currency);
        if (cents === undefined || cents < toCents(limits.min) || cents > toCents(limits.max)) {
          return reply
            .code(400)
            .send(failure(`The bet must be between ${limits.min} and ${limits.max}`, 400));
        }
        return play(reply, () => rounds.deal(found.userId, cents));
      },
    );

    app.post<{ Body: { token: string; round_id: number; action: 'hit' | 'stand' } }>(
      '/api/twenty_one/action',
      { schema: actionSchema },
      (request, reply) => {
        const found = owner(reply, request.body.token);
        if (!found) return reply;
        return play(reply, () =>
          rounds.act(found.userId, request.body.round_id, request.body.action),
        );
      },
    );
    done();
  };
}
