import { describe, expect, it } from 'vitest';
import {
  checkWithdrawal,
  emptyWithdrawalDraft,
  isWithdrawalMode,
  withdrawalLimitKind,
  type WithdrawalDraft,
} from './withdrawal.ts';

const limits = {
  withdrawal: { min: 10_000, max: 1_500_000 },
  e_withdrawal: { min: 20_000, max: 500_000 },
  top_up: { min: 6000, max: 3_000_000 },
  e_top_up: { min: 6000, max: 1_000_000 },
};

const draft = (changes: Partial<WithdrawalDraft>): WithdrawalDraft => ({
  ...emptyWithdrawalDraft,
  ...changes,
});

describe('withdrawalLimitKind', () => {
  it("should use the e-wallet limits when the type contains 'platilka'", () => {
    expect(withdrawalLimitKind('platilka')).toBe('e_withdrawal');
    expect(withdrawalLimitKind('platilka_wallet')).toBe('e_withdrawal');
  });

  it('should use the withdrawal limits for every other type', () => {
    for (const mode of ['card', 'bank_transfer', 'cashier', 'payku', '63']) {
      expect(withdrawalLimitKind(mode)).toBe('withdrawal');
    }
  });
});

describe('isWithdrawalMode', () => {
  it('should know the offered modes only', () => {
    expect(isWithdrawalMode('cashier')).toBe(true);
    expect(isWithdrawalMode('owner')).toBe(false);
  });
});

describe('checkWithdrawal', () => {
  it('should list every missing field of an empty form', () => {
    expect(checkWithdrawal(emptyWithdrawalDraft, limits)).toEqual({
      problems: { mode: 'required', requisites: 'required', amount: 'required' },
    });
  });

  it('should need a cashier, not requisites, for a cashier payout', () => {
    expect(checkWithdrawal(draft({ mode: 'cashier', amount: '20000' }), limits)).toEqual({
      problems: { cashierId: 'required' },
    });
    expect(
      checkWithdrawal(draft({ mode: 'cashier', cashierId: '3', amount: '20000' }), limits),
    ).toEqual({
      body: { requisites: '', amount: 20_000, payment_mode: 'cashier', cashier_id: 3 },
    });
  });

  it('should send trimmed requisites and no cashier for the other methods', () => {
    expect(
      checkWithdrawal(
        draft({ mode: 'card', cashierId: '3', requisites: ' 4111 1111 ', amount: '10000' }),
        limits,
      ),
    ).toEqual({
      body: { requisites: '4111 1111', amount: 10_000, payment_mode: 'card', cashier_id: null },
    });
  });

  it('should refuse requisites longer than the platform keeps', () => {
    expect(
      checkWithdrawal(
        draft({ mode: 'card', requisites: 'x'.repeat(121), amount: '10000' }),
        limits,
      ),
    ).toEqual({ problems: { requisites: 'tooLong' } });
  });

  it('should check the amount against the limits of the method', () => {
    const card = draft({ mode: 'card', requisites: '4111', amount: '15000' });
    expect(checkWithdrawal(card, limits)).toHaveProperty('body');
    expect(checkWithdrawal({ ...card, mode: 'platilka' }, limits)).toEqual({
      problems: { amount: 'belowMinimum' },
    });
    expect(checkWithdrawal({ ...card, amount: '1500000,01' }, limits)).toEqual({
      problems: { amount: 'aboveMaximum' },
    });
  });

  it('should check only the format of the amount while the limits are unknown', () => {
    expect(
      checkWithdrawal(draft({ mode: 'card', requisites: '4111', amount: '5' }), undefined),
    ).toHaveProperty('body.amount', 5);
  });
});
