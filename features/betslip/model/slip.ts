import { addSelection, eventMarketKey, type BetslipSelection } from './selection.ts';

/*
 * The bet slip as a pure model (sports-betting spec, sections 3 and 4): the reducer the slip's
 * store runs, so every rule is tested without React, storage or the network.
 */

/** Spec basket types: single (ID 0), express (ID 1), and system k/n with its system index. */
export type BetslipType =
  | { kind: 'single' }
  | { kind: 'express' }
  | { kind: 'system'; /** Bets per combination (the k of k/n), 2 … n - 1. */ size: number };

/** A bet in the slip: the tapped selection and, after a refused placement, its error. */
export interface SlipBet extends BetslipSelection {
  /** Placement error code for this bet (bet table or codeStatus table). */
  errorCode?: number;
}

export interface SlipState {
  bets: SlipBet[];
  type: BetslipType;
  /** A slip action (placement) is running: adds are ignored until it ends. */
  processing: boolean;
}

export const emptySlip: SlipState = { bets: [], type: { kind: 'single' }, processing: false };

export type SlipAction =
  | { type: 'add'; selection: BetslipSelection }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'setType'; betslipType: BetslipType }
  | { type: 'setProcessing'; processing: boolean }
  | { type: 'markErrors'; errors: readonly { id: string; code: number }[] };

/** After any add, remove or clear: express with two bets or more, else single (spec rule). */
export function typeForCount(count: number): BetslipType {
  return count >= 2 ? { kind: 'express' } : { kind: 'single' };
}

/** Whether a type can be chosen for this many bets (a system needs 3+, k from 2 to n - 1). */
export function isTypeAllowed(betslipType: BetslipType, count: number): boolean {
  if (betslipType.kind === 'single') return true;
  if (betslipType.kind === 'express') return count >= 2;
  return (
    Number.isInteger(betslipType.size) &&
    count >= 3 &&
    betslipType.size >= 2 &&
    betslipType.size < count
  );
}

/**
 * Bets that cannot be combined: two outcomes of the same event in an express or system (the
 * platform refuses them with code 17, "same event used more than once").
 */
export function incompatibleBetIds(state: Pick<SlipState, 'bets' | 'type'>): Set<string> {
  if (state.type.kind === 'single') return new Set();
  const byEvent = new Map<number, string[]>();
  for (const bet of state.bets)
    byEvent.set(bet.eventId, [...(byEvent.get(bet.eventId) ?? []), bet.id]);
  return new Set([...byEvent.values()].filter((ids) => ids.length > 1).flat());
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'add':
      if (state.processing) return state;
      return withBets(state, addSelection(state.bets, action.selection));
    case 'remove':
      if (!state.bets.some((bet) => bet.id === action.id)) return state;
      return withBets(
        state,
        state.bets.filter((bet) => bet.id !== action.id),
      );
    case 'clear':
      return withBets(state, []);
    case 'setType':
      return isTypeAllowed(action.betslipType, state.bets.length)
        ? { ...state, type: action.betslipType }
        : state;
    case 'setProcessing':
      return state.processing === action.processing
        ? state
        : { ...state, processing: action.processing };
    case 'markErrors':
      return markErrors(state, action.errors);
  }
}

/**
 * The refused bets get their codes; the slip is the same object when no code changes anything.
 * Plain spreads rather than immer: the slip's store runs on every page, and immer (9 KB) would
 * come with it for this one action.
 */
function markErrors(state: SlipState, errors: readonly { id: string; code: number }[]): SlipState {
  // The last code given for a bet wins, as it did when the codes were written one by one.
  const codes = new Map(errors.map(({ id, code }) => [id, code]));
  if (!state.bets.some((bet) => codes.has(bet.id) && bet.errorCode !== codes.get(bet.id)))
    return state;
  return {
    ...state,
    bets: state.bets.map((bet) => {
      const code = codes.get(bet.id);
      return code === undefined || code === bet.errorCode ? bet : { ...bet, errorCode: code };
    }),
  };
}

function withBets(state: SlipState, bets: SlipBet[]): SlipState {
  return { ...state, bets, type: typeForCount(bets.length) };
}

/** The slip's invariants, for tests and for validating what storage hands back. */
export function slipProblems(state: Pick<SlipState, 'bets'>): string[] {
  const problems: string[] = [];
  const ids = state.bets.map((bet) => bet.id);
  if (new Set(ids).size !== ids.length) problems.push('duplicate bet id');
  const keys = ids.map(eventMarketKey);
  if (new Set(keys).size !== keys.length) problems.push('two bets of one event and market');
  return problems;
}
