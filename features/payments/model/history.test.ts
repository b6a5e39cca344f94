import { describe, expect, it } from 'vitest';
import {
  historyEntryKey,
  mergeHistory,
  pendingWithdrawals,
  statusTone,
  type PaymentRecord,
  type WithdrawalRecord,
} from './history.ts';

const payment = (id: number, created_at: string): PaymentRecord => ({
  id,
  created_at,
  value: 1000 * id,
  type: 16,
  status: 2,
  currency: 'CLP',
});

const withdrawal = (
  id: number,
  created_at: string,
  changes: Partial<WithdrawalRecord> = {},
): WithdrawalRecord => ({
  id,
  created_at,
  value: 500 * id,
  type: 8,
  status: 2,
  currency: 'CLP',
  is_closed: true,
  payment_mode: 'card',
  purse: '4111',
  comment: null,
  ...changes,
});

describe('mergeHistory', () => {
  it('should merge both lists newest first, whatever order they came in', () => {
    const merged = mergeHistory(
      [payment(1, '2026-11-01T12:00:00.000Z'), payment(2, '2026-11-10T12:00:00.000Z')],
      [withdrawal(7, '2026-11-05T12:00:00.000Z'), withdrawal(8, '2026-11-15T08:30:00.000Z')],
    );
    expect(merged.map(historyEntryKey)).toEqual([
      'withdrawal-8',
      'payment-2',
      'withdrawal-7',
      'payment-1',
    ]);
    expect(merged[0]).toMatchObject({ operation: 'withdrawal', purse: '4111', value: 4000 });
  });

  it('should order entries of the same moment by id, withdrawals before payments', () => {
    const moment = '2026-11-01T12:00:00.000Z';
    const merged = mergeHistory([payment(3, moment), payment(4, moment)], [withdrawal(3, moment)]);
    expect(merged.map(historyEntryKey)).toEqual(['payment-4', 'withdrawal-3', 'payment-3']);
  });

  it('should be empty when both lists are', () => {
    expect(mergeHistory([], [])).toEqual([]);
  });
});

describe('statusTone', () => {
  it.each([
    ['payment', 0, 'pending'],
    ['payment', 1, 'stopped'],
    ['payment', 2, 'done'],
    ['withdrawal', 0, 'pending'],
    ['withdrawal', 1, 'pending'],
    ['withdrawal', 2, 'done'],
    ['withdrawal', 3, 'stopped'],
    ['withdrawal', 4, 'stopped'],
  ] as const)('should read a %s in status %d as %s', (operation, status, tone) => {
    expect(statusTone({ operation, status })).toBe(tone);
  });
});

describe('pendingWithdrawals', () => {
  it('should keep the withdrawals that are not closed', () => {
    const open = withdrawal(2, '2026-11-18T12:00:00.000Z', { status: 1, is_closed: false });
    expect(pendingWithdrawals([withdrawal(1, '2026-11-17T12:00:00.000Z'), open])).toEqual([open]);
  });
});
