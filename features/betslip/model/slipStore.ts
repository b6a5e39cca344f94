import { useSyncExternalStore } from 'react';
import type { BetslipSelection } from './selection.ts';
import { emptySlip, slipReducer, type SlipAction, type SlipState } from './slip.ts';
import { parseStoredSlip, serializeSlip, SLIP_STORAGE_KEY } from './storage.ts';

/*
 * The slip's store: the pure reducer, mirrored to local storage (spec: the slip and its type are
 * kept) and shared by every tab of the player. Odds views use the functions below; the slip's
 * screens (issue 8) build on `dispatchSlip` and `useSlip`.
 */

// Read from storage on first use, so importing the slip's API (the host's feature list does) runs
// nothing.
let loaded: SlipState | undefined;
const current = (): SlipState => (loaded ??= readStored());
const listeners = new Set<() => void>();
const actionListeners = new Set<SlipActionListener>();
let addInterceptor: ((selection: BetslipSelection) => boolean) | undefined;

/** Hears every action that changed this tab's slip (not other tabs'): the server mirror uses it. */
export type SlipActionListener = (action: SlipAction, previous: SlipState, next: SlipState) => void;

function readStored(): SlipState {
  try {
    const stored = parseStoredSlip(window.localStorage.getItem(SLIP_STORAGE_KEY));
    return stored ? { bets: stored.bets, type: stored.type, processing: false } : emptySlip;
  } catch {
    return emptySlip;
  }
}

function publish(next: SlipState): void {
  if (next === current()) return;
  loaded = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Another tab changed the slip: take its version (this tab's processing flag stays). */
function onStorage(event: StorageEvent): void {
  if (event.key !== SLIP_STORAGE_KEY && event.key !== null) return;
  const stored = readStored();
  publish({ ...stored, processing: current().processing });
}

/** Runs a slip action and keeps storage in step with the bets and the type. */
export function dispatchSlip(action: SlipAction): void {
  const next = slipReducer(current(), action);
  if (next === current()) return;
  if (next.bets !== current().bets || next.type !== current().type) {
    try {
      window.localStorage.setItem(SLIP_STORAGE_KEY, serializeSlip(next));
    } catch {
      // Private mode or a full quota: the slip lives for this tab only.
    }
  }
  const previous = current();
  publish(next);
  for (const listener of actionListeners) listener(action, previous, next);
}

export function subscribeSlipActions(listener: SlipActionListener): () => void {
  actionListeners.add(listener);
  return () => {
    actionListeners.delete(listener);
  };
}

/**
 * Lets one-click mode take over a tapped odd (it clears the slip, adds the odd and places it).
 * The interceptor answers true when it handled the tap; only one is active at a time.
 */
export function interceptBetslipAdds(
  interceptor: (selection: BetslipSelection) => boolean,
): () => void {
  addInterceptor = interceptor;
  return () => {
    if (addInterceptor === interceptor) addInterceptor = undefined;
  };
}

export function slipState(): SlipState {
  return current();
}

/** The whole slip, for the slip's own screens. */
export function useSlip(): SlipState {
  return useSyncExternalStore(subscribe, slipState, () => emptySlip);
}

/** Tapping an odd: toggles it, replaces the same event-market's odd, or appends (spec rule). */
export function addToBetslip(selection: BetslipSelection): void {
  if (addInterceptor?.(selection)) return;
  dispatchSlip({ type: 'add', selection });
}

export function removeFromBetslip(id: string): void {
  dispatchSlip({ type: 'remove', id });
}

export function clearBetslip(): void {
  dispatchSlip({ type: 'clear' });
}

export function betslipSelections(): readonly BetslipSelection[] {
  return current().bets;
}

/** Whether an odd is in the slip; a button re-renders only when its own answer changes. */
export function useInBetslip(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current().bets.some((bet) => bet.id === id),
    () => false,
  );
}

export function useBetslipCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => current().bets.length,
    () => 0,
  );
}

/** Tests start from a known slip (storage included). */
export function resetSlipForTests(next: SlipState = emptySlip): void {
  loaded = next;
  addInterceptor = undefined;
  for (const listener of listeners) listener();
}
