import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { paymentStatus } from './constants.ts';
import { langProperty } from './http.ts';
import { requestLanguage } from './language.ts';
import { checkoutUrl, type PaymentRow } from './payments.ts';
import { paymentItem, withdrawalItem } from './serialize.ts';
import type { WithdrawalRow } from './withdrawals.ts';
import { langOnlyQuery } from '../../querySchemas.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** History without `begin` covers this many days back. */
export const defaultHistoryDays = 30;
/** Each list of one answer is cut at this many rows (newest kept). */
const historyRowLimit = 500;

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dottedDate = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * A history bound: YYYY-MM-DD or DD.MM.YYYY (a whole UTC day; `end` then includes that day) or
 * an ISO moment. Returns undefined for anything else.
 */
export function parseHistoryBound(value: string, bound: 'begin' | 'end'): Date | undefined {
  const dotted = dottedDate.exec(value);
  const iso = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : value;
  if (dateOnly.test(iso)) {
    const day = new Date(`${iso}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso) return undefined;
    return bound === 'end' ? new Date(day.getTime() + dayMs) : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

const boundProperty = { type: 'string', minLength: 8, maxLength: 40 } as const;

/**
 * GET /api/payment/history/payment-with-withdrawal (completed payments and every withdrawal
 * between begin and end, each list and the merged one newest first) and
 * GET /api/payment/check_transactions (what is open or changed in the last 24 hours).
 */
export function historyRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const paymentsBetween = database.prepare(
    `SELECT * FROM payments WHERE user_id = ? AND status = ? AND created_at >= ? AND created_at < ?
     ORDER BY created_at DESC, id DESC LIMIT ${historyRowLimit}`,
  );
  const withdrawalsBetween = database.prepare(
    `SELECT * FROM withdrawals WHERE user_id = ? AND created_at >= ? AND created_at < ?
     ORDER BY created_at DESC, id DESC LIMIT ${historyRowLimit}`,
  );
  const recentPayments = database.prepare(
    `SELECT * FROM payments WHERE user_id = ? AND (status = 0 OR closed_at >= ?)
     ORDER BY created_at DESC, id DESC LIMIT ${historyRowLimit}`,
  );
  const recentWithdrawals = database.prepare(
    `SELECT * FROM withdrawals WHERE user_id = ? AND (status IN (0, 1) OR status_changed_at >= ?)
     ORDER BY created_at DESC, id DESC LIMIT ${historyRowLimit}`,
  );

  return function register(app, _options, done) {
    app.get<{ Querystring: { begin?: string; end?: string; lang?: string } }>(
      '/api/payment/history/payment-with-withdrawal',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { begin: boundProperty, end: boundProperty, lang: langProperty },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply, 'not allowed to make payments');
        if (!user) return reply;
        const now = context.clock.now();
        const { begin, end } = request.query;
        const from = begin
          ? parseHistoryBound(begin, 'begin')
          : new Date(now.getTime() - defaultHistoryDays * dayMs);
        const to = end ? parseHistoryBound(end, 'end') : new Date(now.getTime() + 1);
        if (!from || !to) {
          return reply
            .code(400)
            .send(failure('Invalid request: begin and end are dates (YYYY-MM-DD)', 400));
        }
        const range = [from.toISOString(), to.toISOString()] as const;
        const payments = (
          paymentsBetween.all(user.id, paymentStatus.completed, ...range) as PaymentRow[]
        ).map(paymentItem);
        const withdrawals = (withdrawalsBetween.all(user.id, ...range) as WithdrawalRow[]).map(
          withdrawalItem,
        );
        const merged = [
          ...payments.map((item) => ({ ...item, operation: 'payment' as const })),
          ...withdrawals.map((item) => ({ ...item, operation: 'withdrawal' as const })),
        ].sort((first, second) => second.created_at.localeCompare(first.created_at));
        return success({
          begin: range[0],
          end: range[1],
          payments,
          withdrawals,
          history: merged,
        });
      },
    );

    app.get<{ Querystring: { lang?: string } }>(
      '/api/payment/check_transactions',
      {
        schema: {
          querystring: langOnlyQuery(langProperty),
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply, 'not allowed to make payments');
        if (!user) return reply;
        const language = requestLanguage(request, user.lang);
        const since = new Date(context.clock.nowMs() - dayMs).toISOString();
        const payments = (recentPayments.all(user.id, since) as PaymentRow[]).map((payment) => ({
          ...paymentItem(payment),
          // An open checkout can be resumed from here.
          url:
            payment.status === paymentStatus.inProcess
              ? checkoutUrl(payment.token, language)
              : null,
        }));
        const withdrawals = (recentWithdrawals.all(user.id, since) as WithdrawalRow[]).map(
          withdrawalItem,
        );
        const pending =
          payments.filter((payment) => payment.status === paymentStatus.inProcess).length +
          withdrawals.filter((withdrawal) => !withdrawal.is_closed).length;
        return success({ pending, payments, withdrawals });
      },
    );
    done();
  };
}
