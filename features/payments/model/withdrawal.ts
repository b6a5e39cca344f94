import type { SiteSettings } from '../../core/settings/index.ts';
import { checkAmount, type AmountProblem } from './amount.ts';

/**
 * Withdrawal payment modes the form offers (platform payments README, "Payment modes"); `cashier`
 * pays out at a cashier's desk and needs one chosen.
 */
export const withdrawalModes = ['card', 'bank_transfer', 'cashier', 'platilka', 'payku'] as const;
export type WithdrawalMode = (typeof withdrawalModes)[number];

export function isWithdrawalMode(value: string): value is WithdrawalMode {
  return (withdrawalModes as readonly string[]).includes(value);
}

/** Spec, section 5: a type containing 'platilka' uses the e-wallet withdrawal limits. */
export function withdrawalLimitKind(mode: string): 'withdrawal' | 'e_withdrawal' {
  return mode.includes('platilka') ? 'e_withdrawal' : 'withdrawal';
}

/** What the player typed and chose, kept as typed so nothing is lost on a failure. */
export interface WithdrawalDraft {
  mode: WithdrawalMode | '';
  cashierId: string;
  requisites: string;
  amount: string;
}

export const emptyWithdrawalDraft: WithdrawalDraft = {
  mode: '',
  cashierId: '',
  requisites: '',
  amount: '',
};

/** The platform stores requisites in a 120-character column. */
export const REQUISITES_MAX_LENGTH = 120;

export interface WithdrawalProblems {
  mode?: 'required';
  cashierId?: 'required';
  requisites?: 'required' | 'tooLong';
  amount?: AmountProblem;
}

export interface WithdrawalBody {
  requisites: string;
  amount: number;
  payment_mode: WithdrawalMode;
  cashier_id: number | null;
}

export type WithdrawalCheck = { body: WithdrawalBody } | { problems: WithdrawalProblems };

/**
 * Checks the form on submit (spec, section 5; platform README "Withdrawals"): a method; a cashier
 * for cashier payouts, requisites for every other method; an amount inside the method's limits.
 */
export function checkWithdrawal(
  draft: WithdrawalDraft,
  limits: SiteSettings['limits']['payment'] | undefined,
  /** The currency's minor units: two; none for Chilean pesos. */
  decimals = 2,
): WithdrawalCheck {
  const problems: WithdrawalProblems = {};
  const { mode } = draft;
  const requisites = draft.requisites.trim();
  if (mode === '') problems.mode = 'required';
  if (mode === 'cashier' && draft.cashierId === '') problems.cashierId = 'required';
  if (mode !== 'cashier' && requisites === '') problems.requisites = 'required';
  if (requisites.length > REQUISITES_MAX_LENGTH) problems.requisites = 'tooLong';
  const range = mode === '' ? undefined : limits?.[withdrawalLimitKind(mode)];
  const amount = checkAmount(draft.amount, range, decimals);
  if ('problem' in amount) problems.amount = amount.problem;
  if (mode === '' || 'problem' in amount || Object.keys(problems).length > 0) {
    return { problems };
  }
  return {
    body: {
      requisites,
      amount: amount.amount,
      payment_mode: mode,
      cashier_id: mode === 'cashier' ? Number(draft.cashierId) : null,
    },
  };
}
