import type { FastifyPluginCallback } from 'fastify';
import { requireGambler } from '../responsibleGaming/index.ts';
import type { PlatformContext } from '../../context.ts';
import { failure } from '../../envelope.ts';
import { fitsMinorUnits, minorDigits } from '../../money/currency.ts';
import { requestHash, storedPlacement, storePlacement } from './idempotency.ts';
import { placeCoupon } from './placement.ts';
import type { CouponRequest } from './placementChecks.ts';

const amount = { type: 'number', minimum: 0, maximum: 1_000_000_000 };

const placeSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['coupon'],
    properties: {
      coupon: {
        type: 'object',
        additionalProperties: false,
        required: ['sum'],
        properties: {
          sum: amount,
          acceptCoefChanges: { type: 'boolean', default: false },
          lang: { type: 'string', maxLength: 10 },
          bets: {
            type: 'array',
            default: [],
            maxItems: 50,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'coef'],
              properties: {
                id: { type: 'string', minLength: 1, maxLength: 100 },
                coef: { type: 'number', minimum: 1, maximum: 100_000 },
                isLive: { type: 'boolean' },
              },
            },
          },
          useBonus: { type: 'boolean' },
          useFreeBet: { type: 'boolean' },
          systemIndex: { type: 'integer', minimum: 1, maximum: 50 },
          bonusAmount: amount,
          // The app's map of bet id → selected; accepted and not needed by the platform.
          statuses: {
            type: 'object',
            maxProperties: 50,
            additionalProperties: { type: 'boolean' },
          },
        },
        // A coupon is paid by a free bet or by bonus money, not both.
        not: {
          required: ['useBonus', 'useFreeBet'],
          properties: { useBonus: { const: true }, useFreeBet: { const: true } },
        },
      },
    },
  },
};

/** An amount with no more decimals than the currency has (two; none for Chilean pesos). */
const fitsCurrency = (value: number | undefined, currency: string) =>
  value === undefined || fitsMinorUnits(value, currency);

/** The refusal of an amount the currency cannot hold. */
const decimalsMessage = (currency: string) =>
  minorDigits(currency) === 0
    ? `Amounts in ${currency} are whole numbers`
    : `Amounts take at most ${minorDigits(currency)} decimals`;

/** POST /api/bet/place: the coupon, with an optional Idempotency-Key header. */
export function placementRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;

  return function register(app, _options, done) {
    app.post<{ Body: { coupon: CouponRequest & { statuses?: unknown } } }>(
      '/api/bet/place',
      { schema: placeSchema },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const { statuses: _statuses, ...coupon } = request.body.coupon;
        if (
          !fitsCurrency(coupon.sum, user.currency) ||
          !fitsCurrency(coupon.bonusAmount, user.currency)
        ) {
          return reply.code(400).send(failure(decimalsMessage(user.currency), 400));
        }
        const key = request.headers['idempotency-key'];
        if (key !== undefined && (typeof key !== 'string' || key.length < 1 || key.length > 200)) {
          return reply.code(400).send(failure('Idempotency-Key must be 1 to 200 characters', 400));
        }
        const hash = requestHash(request.body);
        // The key lookup, the checks, the debit and the key itself commit together: fifty
        // concurrent retries of one key find it stored after the first, never place twice.
        const outcome = database.transaction((): { status: number; body: unknown } => {
          const stored = key === undefined ? undefined : storedPlacement(database, user.id, key);
          if (stored) {
            return stored.request_hash === hash
              ? { status: 200, body: JSON.parse(stored.response) as unknown }
              : { status: 422, body: failure('Idempotency-Key was used for another request', 422) };
          }
          const result = placeCoupon(context, user.id, coupon);
          if (result.ok && key !== undefined) {
            storePlacement(database, {
              userId: user.id,
              key,
              hash,
              response: result.envelope,
              couponId: result.couponId,
              at: context.clock.now(),
            });
          }
          return { status: 200, body: result.envelope };
        })();
        return reply.code(outcome.status).send(outcome.body);
      },
    );
    done();
  };
}
