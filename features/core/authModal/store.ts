import { useSyncExternalStore } from 'react';

/** The two faces of the auth modal (spec, section 2: types sign-in and registration). */
export type AuthModalType = 'sign-in' | 'registration';

export type AuthModalState = { open: false } | { open: true; type: AuthModalType };

let state: AuthModalState = { open: false };
const listeners = new Set<() => void>();

function publish(next: AuthModalState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the sign-in or registration modal from anywhere (a casino tile for a guest, the bet slip,
 * favourites). The account feature renders it through the shell.
 */
export function openAuthModal(type: AuthModalType = 'sign-in'): void {
  publish({ open: true, type });
}

export function closeAuthModal(): void {
  publish({ open: false });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
