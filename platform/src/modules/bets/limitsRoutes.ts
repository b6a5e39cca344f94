import type { FastifyPluginCallback } from 'fastify';
import { requireUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { basketItems, betslipType } from './basket.ts';
import { betIdsQuery, oddIdList } from './feedBetsRoute.ts';
import { betCodes, betMessages, type BetCode } from './codes.ts';
import { couponKinds } from './coefficients.ts';
import {
  eventIdOf,
  eventStatus,
  missingOddEventIds,
  oddAvailability,
  readEventStatuses,
  readFeedOdds,
} from './feedState.ts';
import { bonusRules, freeBetRules, limitsFor } from './limits.ts';
import { sameEventBets } from './placementChecks.ts';
import { fromCents } from '../../money/ledger.ts';

/** GET /api/bet/coupon_limits: stake limits and the state of each bet of a slip. */
export function limitsRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database, clock } = context;

  return function register(app, _options, done) {
    app.get<{ Querystring: { currency?: string; betIds?: string } }>(
      '/api/bet/coupon_limits',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              currency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
              betIds: betIdsQuery,
            },
          },
        },
      },
      (request, reply) => {
        const user = requireUser(context, request, reply);
        if (!user) return reply;
        const currency = (request.query.currency ?? user.currency).toUpperCase();
        const ids = oddIdList(request.query.betIds).slice(0, 50);
        const odds = readFeedOdds(database, ids);
        const statuses = readEventStatuses(database, missingOddEventIds(ids, odds));
        const basket = new Map(basketItems(database, user.id).map((item) => [item.odd_id, item]));
        const codes = new Map<string, BetCode>(
          ids.map((id) => {
            const item = basket.get(id);
            const preMatch = item !== undefined && !item.added_live;
            return [id, oddAvailability(id, odds.get(id), statuses, clock.nowMs(), preMatch).code];
          }),
        );
        // Bets of one event cannot share an express or a system (code 17).
        if (betslipType(database, user.id) !== couponKinds.single) {
          const slip = ids.map((id) => ({ id, coef: 0 }));
          for (const index of sameEventBets(slip, (bet) => eventIdOf(bet.id))) {
            const id = ids[index] ?? '';
            if (codes.get(id) === betCodes.ok) codes.set(id, betCodes.sameEventTwice);
          }
        }
        const bets = ids.map((id) => {
          const odd = odds.get(id);
          const code = codes.get(id) ?? betCodes.betNotFound;
          return {
            id,
            status: code === betCodes.ok ? 'OK' : 'Error',
            errorCode: code,
            errorMessage: code === betCodes.ok ? null : betMessages[code],
            coef: odd?.rate ?? null,
            isBlocked: odd ? Boolean(odd.blocked || odd.stopped) : true,
            isLive: odd?.eventStatus === eventStatus.live,
            eventId: odd?.eventId ?? eventIdOf(id) ?? null,
          };
        });
        const firstError = bets.find((bet) => bet.errorCode !== betCodes.ok);
        return success({
          bets,
          error: firstError?.errorMessage ?? null,
          limits: limitsFor(
            context.brand,
            currency,
            bets.some((bet) => bet.isLive),
          ),
          freeBet: { ...freeBetRules, active: user.free_bets_active },
          bonus: { ...bonusRules, balance: fromCents(user.bonus_balance_cents) },
        });
      },
    );
    done();
  };
}
