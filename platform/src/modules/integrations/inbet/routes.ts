import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { notLoggedInCode } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { isWholeMinorUnits, minorDigits } from '../../../money/currency.ts';
import { fromCents, InsufficientFundsError } from '../../../money/ledger.ts';
import { insufficientFundsCode, requireProviderPlayer } from '../shared/guards.ts';
import { shortLanguage } from '../shared/language.ts';
import { issueToken, tokenOwner } from '../shared/tokens.ts';
import { playRefusal, sendRefusal } from '../../responsibleGaming/index.ts';
import { inbetCoefficient, inbetLanguages } from './coefficients.ts';
import { spin } from './slot.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

/** Where the launcher and the billing endpoint live; the app passes them to init as path and billing. */
export const inbetPaths = {
  path: '/demo/inbet/',
  script: '/demo/inbet/launcher.js',
  billing: '/api/inbet/billing',
  home: '/slots/main',
} as const;

interface TokenQuery {
  game: string;
  lang?: string;
}

const tokenSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['game'],
    properties: {
      game: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,60}$' },
      lang: { type: 'string', maxLength: 10 },
    },
  },
} as const;

interface BillingBody {
  token: string;
  action: 'balance' | 'spin';
  bet?: number;
}

const billingSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['token', 'action'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 200 },
      action: { type: 'string', enum: ['balance', 'spin'] },
      // In game credits (balance × coefficient).
      bet: { type: 'integer', minimum: 1, maximum: 1000000 },
    },
  },
} as const;

/** Inbet: the token the launcher's init takes, and the billing endpoint the launched game calls. */
export function inbetRoutes(context: PlatformContext): FastifyPluginCallback {
  const balanceCentsOf = (userId: number) =>
    (
      context.database
        .prepare('SELECT balance_cents AS cents FROM users WHERE id = ?')
        .get(userId) as {
        cents: number;
      }
    ).cents;

  return function register(app, _options, done) {
    app.get<{ Querystring: TokenQuery }>(
      '/api/inbet/get_token',
      { schema: tokenSchema, preHandler: appRequestOnly },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'inbet');
        if (!user) return reply;
        const coefficient = inbetCoefficient(user.currency);
        const language = inbetLanguages[shortLanguage(request.query.lang ?? user.lang)];
        const { token, expiresAt } = issueToken(context, 'inbet', user.id, {
          coefficient,
          game: request.query.game,
        });
        return success({
          token,
          expires_at: expiresAt,
          game: request.query.game,
          path: inbetPaths.path,
          billing: inbetPaths.billing,
          script: inbetPaths.script,
          coefficient,
          currency: user.currency,
          language: language.code,
          language_id: language.id,
          home: inbetPaths.home,
        });
      },
    );

    app.post<{ Body: BillingBody }>(
      '/api/inbet/billing',
      { schema: billingSchema },
      (request, reply) => {
        const owner = tokenOwner(context, request.body.token, ['inbet']);
        if (!owner)
          return reply.code(401).send(failure('Token invalid or expired', notLoggedInCode));
        const unprotected = playRefusal(context, { id: owner.userId });
        if (unprotected) return sendRefusal(reply, unprotected);
        const coefficient = Number(owner.details.coefficient);
        const currency = (
          context.database.prepare('SELECT currency FROM users WHERE id = ?').get(owner.userId) as {
            currency: string;
          }
        ).currency;
        const answer = (balanceCents: number, extra: object = {}) =>
          success({
            balance: fromCents(balanceCents),
            credits: Math.floor((balanceCents * coefficient) / 100),
            currency,
            // The currency's decimals, so the game writes money as the app does (pesos: none).
            digits: minorDigits(currency),
            coefficient,
            ...extra,
          });
        if (request.body.action === 'balance') return answer(balanceCentsOf(owner.userId));

        const bet = request.body.bet;
        const betCents = bet === undefined ? Number.NaN : (bet * 100) / coefficient;
        if (
          !Number.isInteger(betCents) ||
          betCents <= 0 ||
          !isWholeMinorUnits(betCents, currency)
        ) {
          return reply
            .code(400)
            .send(
              failure(`A spin needs a bet of whole credits worth whole ${currency} units`, 400),
            );
        }
        try {
          const result = spin(context, owner.userId, betCents, randomUUID());
          return answer(result.balanceCents, {
            spin: {
              reels: result.reels,
              bet,
              win: (result.winCents * coefficient) / 100,
            },
          });
        } catch (error) {
          if (error instanceof InsufficientFundsError) {
            return reply.code(400).send(failure('Insufficient funds', insufficientFundsCode));
          }
          throw error;
        }
      },
    );
    done();
  };
}
