import type { BetslipType } from '../model/slip.ts';
import type { StakeLimits } from '../placement/types.ts';

export type StakeProblem =
  'required' | 'notNumber' | 'tooManyDecimals' | 'wholeAmount' | 'belowMin' | 'aboveMax';

export type StakeCheck = { ok: true; amount: number } | { ok: false; problem: StakeProblem };

/**
 * The typed stake as an amount: digits with an optional decimal comma or point ("1500,50"), at
 * most the currency's decimals (`decimals`: two; Chilean pesos have none, so "1500,50" pesos is
 * refused as the platform refuses it), within the limits.
 */
export function checkStake(
  text: string,
  limits: Pick<StakeLimits, 'min' | 'max'>,
  decimals = 2,
): StakeCheck {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return { ok: false, problem: 'required' };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return { ok: false, problem: 'notNumber' };
  const typed = (match[2] ?? '').replace(/0+$/u, '');
  if (typed.length > decimals) {
    return { ok: false, problem: decimals === 0 ? 'wholeAmount' : 'tooManyDecimals' };
  }
  const amount = Number(`${match[1] ?? '0'}.${typed || '0'}`);
  if (amount < limits.min) return { ok: false, problem: 'belowMin' };
  if (amount > limits.max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, amount };
}

/** The stake as typed, read leniently for the live potential win (0 while not a number). */
export function stakeAmount(text: string): number {
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return 0;
  return Number(`${match[1] ?? '0'}.${match[2] || '0'}`);
}

/** Four stakes a tap away, from ten times the minimum up, never above the maximum. */
export function quickStakes(limits: Pick<StakeLimits, 'min' | 'max'>): number[] {
  const base = Math.max(limits.min, 1);
  return [10, 50, 100, 500].map((factor) => base * factor).filter((amount) => amount <= limits.max);
}

/** The system sizes a slip of `count` bets offers: k of n for k from 2 to n - 1. */
export function systemSizes(count: number): number[] {
  return count < 3 ? [] : Array.from({ length: count - 2 }, (_, index) => index + 2);
}

/** C(n, k): how many combinations a system k of n places. */
export function combinations(count: number, size: number): number {
  if (size < 0 || size > count) return 0;
  let result = 1;
  for (let index = 1; index <= size; index += 1) result = (result * (count - size + index)) / index;
  return Math.round(result);
}

/** The tab a type belongs to. */
export type SlipTypeTab = BetslipType['kind'];

export const slipTypeTabs: readonly SlipTypeTab[] = ['single', 'express', 'system'];

/** The type chosen by a tab: a system starts at its smallest size (2 of n). */
export function typeOfTab(tab: SlipTypeTab): BetslipType {
  return tab === 'system' ? { kind: 'system', size: 2 } : { kind: tab };
}
