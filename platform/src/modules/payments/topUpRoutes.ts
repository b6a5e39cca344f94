import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { requirePlayer, type UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import {
  aggregatorPaymentModes,
  paykuMethods,
  paymentCodes,
  paymentType,
  platilkaMethods,
} from './constants.ts';
import { amountProperty, langProperty, paymentModeProperty, refuse } from './http.ts';
import { messages, requestLanguage, type Language } from './language.ts';
import { amountToCents, checkAmount, paymentLimitsFor, type PaymentLimits } from './limits.ts';
import { checkoutUrl, createPendingPayment } from './payments.ts';
import { fromCents } from '../../money/ledger.ts';
import { appRequestOnly } from '../../auth/appRequest.ts';
import { depositRefusal, sendRefusal } from '../responsibleGaming/index.ts';
import { validPhone } from '../../../../schemas/phoneRule.ts';

interface TopUp {
  provider: 'freekassa' | 'interkassa' | 'platilka' | 'payku';
  paymentMode: string;
  method?: string;
  type: number;
  limit: keyof Pick<PaymentLimits, 'top_up' | 'e_top_up'>;
  amount: number;
  phoneNumber?: string;
}

/** The limits a top-up is checked against: e-wallets have their own (spec, section 5). */
const aggregatorLimit = (mode: string): TopUp['limit'] =>
  aggregatorPaymentModes[mode] === 'e-wallet' ? 'e_top_up' : 'top_up';

const bodySchema = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...properties, lang: langProperty },
});

/**
 * Top-up starts (spec, section 7): each checks the amount against the player's currency limits
 * (101) and the payment mode (102), records a pending payment and answers with the address of
 * the demo checkout page, where the player confirms or cancels.
 */
export function topUpRoutes(context: PlatformContext): FastifyPluginCallback {
  const start = (reply: FastifyReply, user: UserRow, language: Language, topUp: TopUp) => {
    const cents = amountToCents(topUp.amount, user.currency);
    if (cents === undefined) {
      return refuse(reply, 400, paymentCodes.invalidTopUpAmount, messages.invalidAmount, language);
    }
    const check = checkAmount(cents, paymentLimitsFor(user.currency)[topUp.limit]);
    if (check !== 'ok') {
      const message = check === 'below-minimum' ? messages.belowMinimum : messages.aboveMaximum;
      return refuse(reply, 400, paymentCodes.invalidTopUpAmount, message, language);
    }
    // The player's own deposit limit, before any payment exists (code 330).
    const overLimit = depositRefusal(context, user, cents);
    if (overLimit) return sendRefusal(reply, overLimit);
    const payment = createPendingPayment(context.database, {
      userId: user.id,
      provider: topUp.provider,
      paymentMode: topUp.paymentMode,
      method: topUp.method,
      type: topUp.type,
      cents,
      currency: user.currency,
      phoneNumber: topUp.phoneNumber,
      at: context.clock.now(),
    });
    const url = checkoutUrl(payment.token, language);
    return reply.send(
      success({
        url,
        // Payku's own answer names the address payment_link; the other providers use url.
        ...(topUp.provider === 'payku' ? { payment_link: url } : {}),
        payment_id: payment.id,
        status: payment.status,
        amount: fromCents(cents),
        currency: payment.currency,
      }),
    );
  };

  /** Signed-in player and message language, or undefined after the 401/404 answer. */
  const player = (request: FastifyRequest, reply: FastifyReply) => {
    const user = requirePlayer(context, request, reply, 'not allowed to make payments');
    return user ? { user, language: requestLanguage(request, user.lang) } : undefined;
  };

  const badMode = (reply: FastifyReply, language: Language) =>
    refuse(reply, 400, paymentCodes.badPaymentId, messages.badPaymentMode, language);

  return function register(app, _options, done) {
    app.post<{ Body: { amount: number; payment_mode: number | string } }>(
      '/api/payment/freekassa/init',
      {
        schema: {
          body: bodySchema({ amount: amountProperty, payment_mode: paymentModeProperty }, [
            'amount',
            'payment_mode',
          ]),
        },
      },
      (request, reply) => {
        const caller = player(request, reply);
        if (!caller) return reply;
        const mode = String(request.body.payment_mode);
        if (!(mode in aggregatorPaymentModes)) return badMode(reply, caller.language);
        return start(reply, caller.user, caller.language, {
          provider: 'freekassa',
          paymentMode: mode,
          type: paymentType.aggregator,
          limit: aggregatorLimit(mode),
          amount: request.body.amount,
        });
      },
    );

    app.get<{ Querystring: { amount: number; ik_pw_via: string; payment_mode: number | string } }>(
      '/api/payment/interkassa/init',
      {
        preHandler: appRequestOnly,
        schema: {
          querystring: bodySchema(
            {
              amount: amountProperty,
              ik_pw_via: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' },
              payment_mode: paymentModeProperty,
            },
            ['amount', 'ik_pw_via', 'payment_mode'],
          ),
        },
      },
      (request, reply) => {
        const caller = player(request, reply);
        if (!caller) return reply;
        const mode = String(request.query.payment_mode);
        if (!(mode in aggregatorPaymentModes)) return badMode(reply, caller.language);
        return start(reply, caller.user, caller.language, {
          provider: 'interkassa',
          paymentMode: mode,
          method: request.query.ik_pw_via,
          type: paymentType.aggregator,
          limit: aggregatorLimit(mode),
          amount: request.query.amount,
        });
      },
    );

    app.post<{ Body: { pay_with: string; amount: number; phone_number?: string } }>(
      '/api/payment/platilka/init',
      {
        schema: {
          body: bodySchema(
            {
              pay_with: { type: 'string', minLength: 1, maxLength: 40 },
              amount: amountProperty,
              phone_number: { type: 'string', maxLength: 20 },
            },
            ['pay_with', 'amount'],
          ),
        },
      },
      (request, reply) => {
        const caller = player(request, reply);
        if (!caller) return reply;
        const { pay_with: method, phone_number: phone } = request.body;
        if (!(platilkaMethods as readonly string[]).includes(method)) {
          return badMode(reply, caller.language);
        }
        const needsPhone = method === 'mobile';
        // The sign-up rule: a number its country's plan holds, not merely enough digits.
        if ((needsPhone || phone !== undefined) && !validPhone(phone ?? '')) {
          return refuse(
            reply,
            400,
            paymentCodes.invalidPhone,
            messages.invalidPhone,
            caller.language,
          );
        }
        return start(reply, caller.user, caller.language, {
          provider: 'platilka',
          paymentMode: 'platilka',
          method,
          type: paymentType.topUp,
          limit: 'e_top_up',
          amount: request.body.amount,
          phoneNumber: phone,
        });
      },
    );

    app.post<{ Body: { amount: number; payment_mode?: string } }>(
      '/api/payment/payku',
      {
        schema: {
          body: bodySchema(
            {
              amount: amountProperty,
              payment_mode: { type: 'string', minLength: 1, maxLength: 40 },
            },
            ['amount'],
          ),
        },
      },
      (request, reply) => {
        const caller = player(request, reply);
        if (!caller) return reply;
        const method = request.body.payment_mode ?? 'webpay';
        if (!(paykuMethods as readonly string[]).includes(method)) {
          return badMode(reply, caller.language);
        }
        return start(reply, caller.user, caller.language, {
          provider: 'payku',
          paymentMode: 'payku',
          method,
          type: paymentType.topUp,
          limit: 'top_up',
          amount: request.body.amount,
        });
      },
    );
    done();
  };
}
