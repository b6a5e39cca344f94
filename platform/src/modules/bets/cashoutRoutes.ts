import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { requirePlayer, requireUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { fromCents } from '../../money/ledger.ts';
import {
  sellCoupon,
  sellOffer,
  sellRefusals,
  type SellOffer,
  type SellRefusal,
} from './cashout.ts';
import { couponBets, couponStatus, playerCoupon, type CouponRow } from './couponStore.ts';
import { couponSummary } from './history.ts';
import { readEventScores } from './feedState.ts';
import { optionalBody } from './http.ts';

function refuse(reply: FastifyReply, refusal: SellRefusal, httpStatus: number, offer?: SellOffer) {
  return reply.code(httpStatus).send({
    success: false,
    data: { status: refusal.status, ...(offer ? { offer } : {}) },
    errorMessage: refusal.message,
    codeStatus: refusal.codeStatus,
  });
}

type SellOutcome =
  | { notFound: true }
  | { refusal: SellRefusal; offer?: SellOffer }
  | { sold: { offer: SellOffer; balance: number } };

const sameAmount = (left: number, right: number) => Math.abs(left - right) < 0.005;

/** Cash-out (sports spec, sections 3, 4 and 8): offers, selling, the open coupons with offers. */
export function cashoutRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database, clock } = context;

  return function register(app, _options, done) {
    // An offer is only a quote: it refuses with 200 (the app shows the message), never 409.
    app.get<{ Querystring: { couponId: number } }>(
      '/api/bet/sell',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: ['couponId'],
            properties: { couponId: { type: 'integer', minimum: 1 } },
          },
        },
      },
      (request, reply) => {
        const user = requireUser(context, request, reply);
        if (!user) return reply;
        const coupon = playerCoupon(database, user.id, request.query.couponId);
        if (!coupon) return reply.code(404).send(failure('Coupon not found', 404));
        const quote = sellOffer(database, coupon, clock.nowMs());
        if ('refusal' in quote) return refuse(reply, quote.refusal, 200);
        return success(quote.offer);
      },
    );

    app.post<{ Body: { couponId: number; currentCoef: number; sum: number } }>(
      '/api/bet/sell',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['couponId', 'currentCoef', 'sum'],
            properties: {
              couponId: { type: 'integer', minimum: 1 },
              currentCoef: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
              sum: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
            },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { couponId, currentCoef, sum } = request.body;
        // Offer check and credit in one transaction: a coupon can be sold once, at the price shown.
        const outcome = database.transaction((): SellOutcome => {
          const coupon = playerCoupon(database, user.id, couponId);
          if (!coupon) return { notFound: true };
          const quote = sellOffer(database, coupon, clock.nowMs());
          if ('refusal' in quote) return { refusal: quote.refusal };
          const { offer } = quote;
          if (!sameAmount(offer.currentCoef, currentCoef) || !sameAmount(offer.returnAmount, sum)) {
            return { refusal: sellRefusals.CoeffChanged, offer };
          }
          const balance = sellCoupon(database, coupon, offer, clock.now());
          return { sold: { offer, balance } };
        })();
        if ('notFound' in outcome) return reply.code(404).send(failure('Coupon not found', 404));
        if ('refusal' in outcome) {
          return refuse(reply, outcome.refusal, outcome.refusal.httpStatus, outcome.offer);
        }
        return success({
          id: couponId,
          status: couponStatus.sold,
          returnAmount: outcome.sold.offer.returnAmount,
          balance: fromCents(outcome.sold.balance),
        });
      },
    );

    app.post<{ Body: { culture?: string } | undefined }>(
      '/api/remote/GetUserCashoutBets',
      {
        preValidation: optionalBody,
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { culture: { type: 'string', maxLength: 10 } },
          },
        },
      },
      (request, reply) => {
        const user = requireUser(context, request, reply);
        if (!user) return reply;
        const coupons = database
          .prepare(
            'SELECT * FROM bet_coupons WHERE user_id = ? AND status = ? ORDER BY placed_at DESC, id DESC',
          )
          .all(user.id, couponStatus.pending) as CouponRow[];
        return success(
          coupons.map((coupon) => {
            const bets = couponBets(database, coupon.id);
            const scores = readEventScores(
              database,
              bets.map((bet) => bet.event_id),
            );
            const quote = sellOffer(database, coupon, clock.nowMs());
            const offer = 'offer' in quote ? quote.offer : undefined;
            return {
              ...couponSummary(coupon, bets, scores),
              betCode: coupon.code,
              canSell: offer !== undefined,
              sellStatus: 'refusal' in quote ? quote.refusal.status : 'OK',
              returnAmount: offer?.returnAmount ?? null,
              currentCoef: offer?.currentCoef ?? null,
            };
          }),
        );
      },
    );
    done();
  };
}
