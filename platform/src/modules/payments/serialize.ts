import { withdrawalStatus } from './constants.ts';
import type { PaymentRow } from './payments.ts';
import type { WithdrawalRow } from './withdrawals.ts';
import { fromCents } from '../../money/ledger.ts';

/** A payment as the history and check_transactions answer it (spec: created_at, id, value, type). */
export function paymentItem(payment: PaymentRow) {
  return {
    id: payment.id,
    created_at: payment.created_at,
    value: fromCents(payment.amount_cents),
    type: payment.type,
    status: payment.status,
    currency: payment.currency,
    provider: payment.provider,
    payment_mode: payment.payment_mode,
  };
}

const closedStatuses: readonly number[] = [
  withdrawalStatus.paid,
  withdrawalStatus.blocked,
  withdrawalStatus.cancelled,
];

/** A withdrawal: the payment fields plus is_closed, payment_mode, purse and comment (spec). */
export function withdrawalItem(withdrawal: WithdrawalRow) {
  return {
    id: withdrawal.id,
    created_at: withdrawal.created_at,
    value: fromCents(withdrawal.amount_cents),
    type: withdrawal.type,
    status: withdrawal.status,
    currency: withdrawal.currency,
    is_closed: closedStatuses.includes(withdrawal.status),
    payment_mode: withdrawal.payment_mode,
    purse: withdrawal.purse,
    comment: withdrawal.comment,
    cashier_id: withdrawal.cashier_id,
    status_changed_at: withdrawal.status_changed_at,
  };
}
