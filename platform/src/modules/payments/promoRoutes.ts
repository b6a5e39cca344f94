import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { currentUser, requirePlayer } from '../../auth/currentUser.ts';
import { marketingRefusal, sendRefusal } from '../responsibleGaming/index.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { rateLimit } from '../../rateLimit.ts';
import { langProperty, refuse } from './http.ts';
import { requestLanguage, type Language } from './language.ts';
import {
  applyPromoCode,
  codeRefusal,
  evaluatePromoCode,
  findPromoCode,
  promoCodes,
  type PromoCodeRow,
  type PromoRefusal,
  type PromoReward,
} from './promoCodes.ts';
import { promoMessages } from './promoMessages.ts';
import { fromCents } from '../../money/ledger.ts';

const codeBody = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['code'],
    properties: { code: { type: 'string', minLength: 1, maxLength: 64 }, lang: langProperty },
  },
} as const;

/**
 * Promo-code tries per client address: generous for a person typing, far too slow to guess
 * codes. Keyed by address only, so inventing session cookies does not buy more tries.
 */
const promoRateLimit = rateLimit({ max: 30, what: 'promo-code attempts' });

/** What a code is and gives: the answer of a successful check or activation. */
function describe(promo: PromoCodeRow, reward: PromoReward | undefined) {
  return {
    code: promo.code,
    type: promo.kind,
    amount: (reward?.bonusCents ?? promo.amount_cents) / 100,
    free_bets: reward?.freeBets ?? promo.free_bets,
    percent: promo.percent,
    valid_until: promo.valid_until,
  };
}

/**
 * POST /api/payment/check_promocode (open to guests) and POST /api/payment/promocode/activation
 * (players): refusals 2200-2214, see promoCodes.ts and the README's table.
 */
export function promoRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const refusePromo = (reply: FastifyReply, code: PromoRefusal, language: Language) =>
    refuse(reply, code === promoCodes.notFound ? 404 : 400, code, promoMessages[code], language);

  return function register(app, _options, done) {
    app.post<{ Body: { code: string } }>(
      '/api/payment/check_promocode',
      { schema: codeBody, config: { rateLimit: promoRateLimit } },
      (request, reply) => {
        const user = currentUser(context, request);
        const language = requestLanguage(request, user?.lang);
        const now = context.clock.now();
        // A guest (at sign-up) learns whether the code itself is usable; a player also gets
        // the checks that depend on them, without anything being activated.
        if (!user) {
          const promo = findPromoCode(database, request.body.code);
          const refusal = codeRefusal(database, promo, now);
          if (refusal !== undefined || !promo) {
            return refusePromo(reply, refusal ?? promoCodes.notFound, language);
          }
          return reply.send(success(describe(promo, undefined)));
        }
        const evaluation = evaluatePromoCode(database, request.body.code, user, now);
        if (evaluation.kind === 'refused') return refusePromo(reply, evaluation.code, language);
        return reply.send(success(describe(evaluation.promo, evaluation.reward)));
      },
    );

    app.post<{ Body: { code: string } }>(
      '/api/payment/promocode/activation',
      { schema: codeBody, config: { rateLimit: promoRateLimit } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply, 'not allowed to use promo codes');
        if (!user) return reply;
        const noMarketing = marketingRefusal(context, user);
        if (noMarketing) return sendRefusal(reply, noMarketing);
        const language = requestLanguage(request, user.lang);
        const now = context.clock.now();
        const evaluation = database
          .transaction(() => {
            const result = evaluatePromoCode(database, request.body.code, user, now);
            if (result.kind === 'usable') {
              applyPromoCode(database, result.promo, user.id, result.reward, now);
            }
            return result;
          })
          .immediate();
        if (evaluation.kind === 'refused') return refusePromo(reply, evaluation.code, language);
        const balances = database
          .prepare(
            `SELECT balance_cents, bonus_balance_cents, free_bets_active, free_bets_inactive
             FROM users WHERE id = ?`,
          )
          .get(user.id) as {
          balance_cents: number;
          bonus_balance_cents: number;
          free_bets_active: number;
          free_bets_inactive: number;
        };
        return reply.send(
          success({
            ...describe(evaluation.promo, evaluation.reward),
            balance: fromCents(balances.balance_cents),
            bonus_balance: fromCents(balances.bonus_balance_cents),
            free_bets: {
              active: balances.free_bets_active,
              inactive: balances.free_bets_inactive,
            },
          }),
        );
      },
    );
    done();
  };
}
