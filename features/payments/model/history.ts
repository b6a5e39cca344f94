/** A completed top-up in the history (spec, section 3: created_at, id, value, type). */
export interface PaymentRecord {
  id: number;
  created_at: string;
  value: number;
  type: number;
  status: number;
  currency: string;
  provider?: string;
  payment_mode?: string | null;
}

/** A withdrawal adds is_closed, payment_mode, purse and comment (spec, section 3). */
export interface WithdrawalRecord {
  id: number;
  created_at: string;
  value: number;
  type: number;
  status: number;
  currency: string;
  is_closed: boolean;
  payment_mode: string | null;
  purse: string | null;
  comment: string | null;
  cashier_id?: number | null;
}

export type HistoryEntry =
  ({ operation: 'payment' } & PaymentRecord) | ({ operation: 'withdrawal' } & WithdrawalRecord);

/** A key unique across both lists: ids repeat between payments and withdrawals. */
export const historyEntryKey = (entry: HistoryEntry) => `${entry.operation}-${entry.id}`;

const time = (moment: string) => {
  const parsed = Date.parse(moment);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/**
 * Spec, section 3: top-ups and withdrawals merged and sorted newest first. Equal moments keep a
 * fixed order (higher id first, withdrawals before payments) so the list never reshuffles.
 */
export function mergeHistory(
  payments: readonly PaymentRecord[],
  withdrawals: readonly WithdrawalRecord[],
): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...payments.map((payment) => ({ ...payment, operation: 'payment' as const })),
    ...withdrawals.map((withdrawal) => ({ ...withdrawal, operation: 'withdrawal' as const })),
  ];
  return entries.sort(
    (a, b) =>
      time(b.created_at) - time(a.created_at) ||
      b.id - a.id ||
      (a.operation === b.operation ? 0 : a.operation === 'withdrawal' ? -1 : 1),
  );
}

/** Spec, section 4: payment status codes. */
export const paymentStatuses = { inProcess: 0, cancelled: 1, completed: 2 } as const;
/** Spec, section 4: withdrawal status codes. */
export const withdrawalStatuses = {
  created: 0,
  inProcess: 1,
  paid: 2,
  blocked: 3,
  cancelled: 4,
} as const;

/** How a status reads at a glance: under way, done, or stopped. */
export type StatusTone = 'pending' | 'done' | 'stopped';

export function statusTone(entry: Pick<HistoryEntry, 'operation' | 'status'>): StatusTone {
  if (entry.operation === 'payment') {
    if (entry.status === paymentStatuses.completed) return 'done';
    return entry.status === paymentStatuses.cancelled ? 'stopped' : 'pending';
  }
  if (entry.status === withdrawalStatuses.paid) return 'done';
  const stopped: number[] = [withdrawalStatuses.blocked, withdrawalStatuses.cancelled];
  return stopped.includes(entry.status) ? 'stopped' : 'pending';
}

/** Withdrawals still under way (created or in process), the ones a player waits on. */
export function pendingWithdrawals(withdrawals: readonly WithdrawalRecord[]): WithdrawalRecord[] {
  return withdrawals.filter((withdrawal) => !withdrawal.is_closed);
}
