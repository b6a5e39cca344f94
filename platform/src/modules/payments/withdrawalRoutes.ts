import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { requirePlayer, type UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { fromCents, InsufficientFundsError } from '../../money/ledger.ts';
import { cashierExists, listCashiers } from './cashiers.ts';
import {
  aggregatorPaymentModes,
  paymentCodes,
  withdrawalModes,
  withdrawalType,
} from './constants.ts';
import { amountProperty, langProperty, paymentModeProperty, refuse } from './http.ts';
import { messages, requestLanguage, type Language } from './language.ts';
import { amountToCents, checkAmount, paymentLimitsFor } from './limits.ts';
import { withdrawalItem } from './serialize.ts';
import { cancelWithdrawal, createWithdrawal, withdrawalsOnDay } from './withdrawals.ts';

interface WithdrawalRequest {
  requisites: string;
  amount: number;
  paymentMode: string;
  cashierId: number | null;
}

const isKnownMode = (mode: string) =>
  mode in aggregatorPaymentModes || (withdrawalModes as readonly string[]).includes(mode);

const withLang = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...properties, lang: langProperty },
});

const requisitesProperty = { type: 'string', maxLength: 120 } as const;

/**
 * Withdrawals (spec, sections 5 and 7): the cashier list, requests (checked in the order 102
 * mode/cashier, 106 limits, 114 one a day, 501 funds), the Payku variant, and a cancel call for
 * requests nobody has started on (codes 9 and 104).
 */
export function withdrawalRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const balanceOf = (userId: number) =>
    fromCents(
      database
        .prepare('SELECT balance_cents FROM users WHERE id = ?')
        .pluck()
        .get(userId) as number,
    );

  const player = (request: FastifyRequest, reply: FastifyReply) => {
    const user = requirePlayer(context, request, reply, 'not allowed to make payments');
    return user ? { user, language: requestLanguage(request, user.lang) } : undefined;
  };

  const withdraw = (
    reply: FastifyReply,
    user: UserRow,
    language: Language,
    input: WithdrawalRequest,
  ) => {
    const { paymentMode, cashierId } = input;
    const badPayment = (message: (typeof messages)[keyof typeof messages]) =>
      refuse(reply, 400, paymentCodes.badPaymentId, message, language);
    if (!isKnownMode(paymentMode)) return badPayment(messages.badPaymentMode);
    if (cashierId !== null && !cashierExists(database, cashierId)) {
      return badPayment(messages.unknownCashier);
    }
    if (paymentMode === 'cashier' && cashierId === null)
      return badPayment(messages.cashierRequired);
    const purse = input.requisites.trim();
    if (cashierId === null && purse === '') {
      return refuse(reply, 400, 400, messages.requisitesRequired, language);
    }
    const cents = amountToCents(input.amount, user.currency);
    if (cents === undefined) return refuse(reply, 400, 400, messages.invalidAmount, language);
    const limits = paymentLimitsFor(user.currency);
    const range = paymentMode.includes('platilka') ? limits.e_withdrawal : limits.withdrawal;
    const check = checkAmount(cents, range);
    if (check !== 'ok') {
      const message = check === 'below-minimum' ? messages.belowMinimum : messages.aboveMaximum;
      return refuse(reply, 400, paymentCodes.withdrawalBelowMinimum, message, language);
    }
    const now = context.clock.now();
    // Handlers run to completion on one thread, so no request slips in between check and insert.
    if (withdrawalsOnDay(database, user.id, now) >= limits.withdrawals_per_day) {
      return refuse(reply, 409, paymentCodes.oneWithdrawalPerDay, messages.onePerDay, language);
    }
    try {
      const withdrawal = createWithdrawal(database, {
        userId: user.id,
        type: cashierId === null ? withdrawalType.withdrawal : withdrawalType.cashier,
        paymentMode,
        purse,
        cashierId,
        cents,
        currency: user.currency,
        at: now,
      });
      return reply.send(success({ ...withdrawalItem(withdrawal), balance: balanceOf(user.id) }));
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      return refuse(
        reply,
        400,
        paymentCodes.insufficientFunds,
        messages.insufficientFunds,
        language,
      );
    }
  };

  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/payment/get_cashier_list',
      { schema: { querystring: withLang({}, []) } },
      (request) => success({ cashiers: listCashiers(database, requestLanguage(request)) }),
    );

    app.post<{
      Body: {
        requisites: string;
        amount: number;
        payment_mode: number | string;
        cashier_id?: number | null;
      };
    }>(
      '/api/payment/withdrawal',
      {
        schema: {
          body: withLang(
            {
              requisites: requisitesProperty,
              amount: amountProperty,
              payment_mode: paymentModeProperty,
              cashier_id: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
            },
            ['requisites', 'amount', 'payment_mode'],
          ),
        },
      },
      (request, reply) => {
        const caller = player(request, reply);
        if (!caller) return reply;
        return withdraw(reply, caller.user, caller.language, {
          requisites: request.body.requisites,
          amount: request.body.amount,
          paymentMode: String(request.body.payment_mode),
          cashierId: request.body.cashier_id ?? null,
        });
      },
    );

    app.post<{ Body: { requisites: string; amount: number } }>(
      '/api/payment/payku/withdrawal',
      {
        schema: {
          body: withLang({ requisites: requisitesProperty, amount: amountProperty }, [
            'requisites',
            'amount',
          ]),
        },
      },
      (request, reply) => {
        const caller = player(request, reply);
        if (!caller) return reply;
        return withdraw(reply, caller.user, caller.language, {
          requisites: request.body.requisites,
          amount: request.body.amount,
          paymentMode: 'payku',
          cashierId: null,
        });
      },
    );

    app.post<{ Body: { id: number } }>(
      '/api/payment/withdrawal/cancel',
      {
        schema: {
          body: withLang({ id: { type: 'integer', minimum: 1, maximum: 2 ** 31 } }, ['id']),
        },
      },
      (request, reply) => {
        const caller = player(request, reply);
        if (!caller) return reply;
        const outcome = cancelWithdrawal(
          database,
          caller.user.id,
          request.body.id,
          context.clock.now(),
        );
        if (outcome.kind === 'not-found') {
          return refuse(
            reply,
            404,
            paymentCodes.withdrawalNotFound,
            messages.withdrawalNotFound,
            caller.language,
          );
        }
        if (outcome.kind === 'not-cancellable') {
          return refuse(
            reply,
            409,
            paymentCodes.withdrawalStatusError,
            messages.withdrawalNotCancellable,
            caller.language,
          );
        }
        return reply.send(
          success({ ...withdrawalItem(outcome.withdrawal), balance: balanceOf(caller.user.id) }),
        );
      },
    );
    done();
  };
}
