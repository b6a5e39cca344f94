import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { credit } from '../../money/ledger.ts';
import { checkoutLifetimeMinutes, paymentStatus } from './constants.ts';

/** A row of `payments` (db/schema/50-payments.sql). */
export interface PaymentRow {
  id: number;
  user_id: number;
  token: string;
  provider: string;
  payment_mode: string;
  method: string | null;
  type: number;
  amount_cents: number;
  currency: string;
  status: number;
  phone_number: string | null;
  created_at: string;
  closed_at: string | null;
}

export interface NewPayment {
  userId: number;
  provider: string;
  paymentMode: string;
  method?: string;
  type: number;
  cents: number;
  currency: string;
  phoneNumber?: string;
  at: Date;
}

/** The demo checkout's address for a payment (same origin, so CSP and cookies just work). */
export function checkoutUrl(token: string, lang: string): string {
  return `/demo/checkout/${token}?lang=${encodeURIComponent(lang)}`;
}

/** A pending top-up (status 0) with an unguessable checkout token. Changes no balance. */
export function createPendingPayment(database: PlatformDatabase, payment: NewPayment): PaymentRow {
  // 128 random bits: the token alone lets its holder confirm or cancel the checkout.
  const token = randomBytes(16).toString('hex');
  return database
    .prepare(
      `INSERT INTO payments (user_id, token, provider, payment_mode, method, type, amount_cents,
         currency, status, phone_number, created_at)
       VALUES (@userId, @token, @provider, @paymentMode, @method, @type, @cents, @currency, 0,
         @phone, @at)
       RETURNING *`,
    )
    .get({
      ...payment,
      token,
      method: payment.method ?? null,
      phone: payment.phoneNumber ?? null,
      at: payment.at.toISOString(),
    }) as PaymentRow;
}

export function paymentByToken(database: PlatformDatabase, token: string): PaymentRow | undefined {
  return database.prepare('SELECT * FROM payments WHERE token = ?').get(token) as
    PaymentRow | undefined;
}

export type CheckoutOutcome =
  | { kind: 'done'; payment: PaymentRow; balanceCents: number }
  | { kind: 'not-found' }
  | { kind: 'conflict'; payment: PaymentRow };

const userBalance = (database: PlatformDatabase, userId: number) =>
  (
    database.prepare('SELECT balance_cents AS cents FROM users WHERE id = ?').get(userId) as {
      cents: number;
    }
  ).cents;

/**
 * Completes a pending payment: credits the balance (ledger kind 'top-up') and marks it
 * completed in one transaction. A completed payment is left as it is (a second confirm is a
 * no-op); a cancelled one is a conflict.
 */
export function confirmPayment(
  database: PlatformDatabase,
  token: string,
  at: Date,
): CheckoutOutcome {
  return database
    .transaction((): CheckoutOutcome => {
      const payment = paymentByToken(database, token);
      if (!payment) return { kind: 'not-found' };
      if (payment.status === paymentStatus.cancelled) return { kind: 'conflict', payment };
      if (payment.status === paymentStatus.completed) {
        return { kind: 'done', payment, balanceCents: userBalance(database, payment.user_id) };
      }
      // The status guard makes the update itself refuse a second completion.
      const updated = database
        .prepare(
          'UPDATE payments SET status = 2, closed_at = ? WHERE id = ? AND status = 0 RETURNING *',
        )
        .get(at.toISOString(), payment.id) as PaymentRow;
      const balanceCents = credit(database, {
        userId: payment.user_id,
        cents: payment.amount_cents,
        kind: 'top-up',
        reference: `payment:${payment.id}`,
        at,
      });
      return { kind: 'done', payment: updated, balanceCents };
    })
    .immediate();
}

/** Cancels a pending payment (status 1); cancelling twice is a no-op, a completed one a conflict. */
export function cancelPayment(
  database: PlatformDatabase,
  token: string,
  at: Date,
): CheckoutOutcome {
  return database
    .transaction((): CheckoutOutcome => {
      const payment = paymentByToken(database, token);
      if (!payment) return { kind: 'not-found' };
      if (payment.status === paymentStatus.completed) return { kind: 'conflict', payment };
      const updated =
        payment.status === paymentStatus.cancelled
          ? payment
          : (database
              .prepare('UPDATE payments SET status = 1, closed_at = ? WHERE id = ? RETURNING *')
              .get(at.toISOString(), payment.id) as PaymentRow);
      return {
        kind: 'done',
        payment: updated,
        balanceCents: userBalance(database, payment.user_id),
      };
    })
    .immediate();
}

/**
 * A payment that happened outside the checkout (at a cashier, by the owner) or a seeded one:
 * created and completed at once, the balance credited through the ledger.
 */
export function recordCompletedPayment(
  database: PlatformDatabase,
  payment: NewPayment,
): PaymentRow {
  return database.transaction(() => {
    const pending = createPendingPayment(database, payment);
    const outcome = confirmPayment(database, pending.token, payment.at);
    if (outcome.kind !== 'done') throw new Error(`Payment ${pending.id} could not be completed`);
    return outcome.payment;
  })();
}

/** Cancels checkouts left open longer than their lifetime; returns how many. */
export function expireStalePayments(context: PlatformContext): number {
  const now = context.clock.now();
  const cutoff = new Date(now.getTime() - checkoutLifetimeMinutes * 60_000).toISOString();
  return context.database
    .prepare('UPDATE payments SET status = 1, closed_at = ? WHERE status = 0 AND created_at < ?')
    .run(now.toISOString(), cutoff).changes;
}
