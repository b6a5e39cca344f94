import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { credit, debit } from '../../money/ledger.ts';
import { withdrawalProgress, withdrawalStatus } from './constants.ts';

/** A row of `withdrawals` (db/schema/50-payments.sql). */
export interface WithdrawalRow {
  id: number;
  user_id: number;
  type: number;
  payment_mode: string;
  purse: string;
  cashier_id: number | null;
  amount_cents: number;
  currency: string;
  status: number;
  comment: string | null;
  created_at: string;
  status_changed_at: string;
}

export interface NewWithdrawal {
  userId: number;
  type: number;
  paymentMode: string;
  purse: string;
  cashierId: number | null;
  cents: number;
  currency: string;
  comment?: string;
  at: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Withdrawals of a user created on the same UTC day as `at`, cancelled ones not counted. */
export function withdrawalsOnDay(database: PlatformDatabase, userId: number, at: Date): number {
  const dayStart = new Date(Math.floor(at.getTime() / dayMs) * dayMs);
  const dayEnd = new Date(dayStart.getTime() + dayMs);
  const row = database
    .prepare(
      `SELECT COUNT(*) AS count FROM withdrawals
       WHERE user_id = ? AND status <> 4 AND created_at >= ? AND created_at < ?`,
    )
    .get(userId, dayStart.toISOString(), dayEnd.toISOString()) as { count: number };
  return row.count;
}

/**
 * Debits the amount (ledger kind 'withdrawal') and records the withdrawal as created, in one
 * transaction. Throws InsufficientFundsError, changing nothing, when the balance is short.
 */
export function createWithdrawal(
  database: PlatformDatabase,
  withdrawal: NewWithdrawal,
): WithdrawalRow {
  return database
    .transaction(() => {
      const row = database
        .prepare(
          `INSERT INTO withdrawals (user_id, type, payment_mode, purse, cashier_id, amount_cents,
             currency, status, comment, created_at, status_changed_at)
           VALUES (@userId, @type, @paymentMode, @purse, @cashierId, @cents, @currency, 0,
             @comment, @at, @at)
           RETURNING *`,
        )
        .get({
          ...withdrawal,
          comment: withdrawal.comment ?? null,
          at: withdrawal.at.toISOString(),
        }) as WithdrawalRow;
      debit(database, {
        userId: withdrawal.userId,
        cents: withdrawal.cents,
        kind: 'withdrawal',
        reference: `withdrawal:${row.id}`,
        at: withdrawal.at,
      });
      return row;
    })
    .immediate();
}

/** Sets a status directly (seeds, and the tick below); no money moves. */
export function setWithdrawalStatus(
  database: PlatformDatabase,
  id: number,
  status: number,
  at: Date,
  comment?: string,
): WithdrawalRow {
  return database
    .prepare(
      `UPDATE withdrawals SET status = ?, status_changed_at = ?, comment = COALESCE(?, comment)
       WHERE id = ? RETURNING *`,
    )
    .get(status, at.toISOString(), comment ?? null, id) as WithdrawalRow;
}

export type CancelOutcome =
  | { kind: 'cancelled'; withdrawal: WithdrawalRow }
  | { kind: 'not-found' }
  | { kind: 'not-cancellable'; withdrawal: WithdrawalRow };

/**
 * The player takes back a withdrawal nobody has started on (status 0): status 4 and the amount
 * returned (ledger kind 'withdrawal-refund'), in one transaction.
 */
export function cancelWithdrawal(
  database: PlatformDatabase,
  userId: number,
  id: number,
  at: Date,
  comment?: string,
): CancelOutcome {
  return database
    .transaction((): CancelOutcome => {
      const withdrawal = database
        .prepare('SELECT * FROM withdrawals WHERE id = ? AND user_id = ?')
        .get(id, userId) as WithdrawalRow | undefined;
      if (!withdrawal) return { kind: 'not-found' };
      if (withdrawal.status !== withdrawalStatus.created) {
        return { kind: 'not-cancellable', withdrawal };
      }
      const cancelled = setWithdrawalStatus(database, id, withdrawalStatus.cancelled, at, comment);
      credit(database, {
        userId,
        cents: withdrawal.amount_cents,
        kind: 'withdrawal-refund',
        reference: `withdrawal:${id}`,
        at,
      });
      return { kind: 'cancelled', withdrawal: cancelled };
    })
    .immediate();
}

/**
 * Moves withdrawals on by platform time: created → in process after `createdMinutes`, in
 * process → paid after `inProcessMinutes` more. A banned player's withdrawal is blocked instead
 * of processed (the money stays held, as a real cashier desk would). Returns the rows changed.
 */
export function advanceWithdrawals(database: PlatformDatabase, now: Date): WithdrawalRow[] {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return database.transaction(() => {
    const due = database
      .prepare(
        `SELECT w.*, u.is_banned AS is_banned FROM withdrawals w JOIN users u ON u.id = w.user_id
         WHERE (w.status = 0 AND w.status_changed_at <= ?)
            OR (w.status = 1 AND w.status_changed_at <= ?)
         ORDER BY w.id`,
      )
      .all(
        minutesAgo(withdrawalProgress.createdMinutes),
        minutesAgo(withdrawalProgress.inProcessMinutes),
      ) as Array<WithdrawalRow & { is_banned: number }>;
    return due.map((withdrawal) => {
      if (withdrawal.status === withdrawalStatus.created) {
        return withdrawal.is_banned
          ? setWithdrawalStatus(database, withdrawal.id, withdrawalStatus.blocked, now)
          : setWithdrawalStatus(database, withdrawal.id, withdrawalStatus.inProcess, now);
      }
      return setWithdrawalStatus(database, withdrawal.id, withdrawalStatus.paid, now);
    });
  })();
}

/** The withdrawal tick for `start()`; tests call it directly after moving the clock. */
export function tickWithdrawals(context: PlatformContext): WithdrawalRow[] {
  return advanceWithdrawals(context.database, context.clock.now());
}
