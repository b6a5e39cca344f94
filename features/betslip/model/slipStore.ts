import { useSyncExternalStore } from 'react';
import { addSelection, type BetslipSelection } from './selection.ts';

/*
 * The minimal slip store of issue 7: odds views add through it and show what is in the slip.
 * Issue 8 replaces the inside (immer reducer, persistence, placement) behind the same functions.
 */

let bets: readonly BetslipSelection[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setBets(next: readonly BetslipSelection[]): void {
  bets = next;
  for (const listener of listeners) listener();
}

/** Tapping an odd: toggles it, replaces the same event-market's odd, or appends (spec rule). */
export function addToBetslip(selection: BetslipSelection): void {
  setBets(addSelection(bets, selection));
}

export function removeFromBetslip(id: string): void {
  setBets(bets.filter((bet) => bet.id !== id));
}

export function clearBetslip(): void {
  setBets([]);
}

export function betslipSelections(): readonly BetslipSelection[] {
  return bets;
}

/** Whether an odd is in the slip; a button re-renders only when its own answer changes. */
export function useInBetslip(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => bets.some((bet) => bet.id === id),
    () => false,
  );
}

export function useBetslipCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => bets.length,
    () => 0,
  );
}
