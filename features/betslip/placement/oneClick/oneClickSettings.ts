import { useSyncExternalStore } from 'react';

/*
 * One-click betting's switch and amount (sports-betting §3: isOneClick, amountOneClick default
 * 50), kept in local storage and shared by every component of the tab.
 */

export const ONE_CLICK_STORAGE_KEY = 'betslip.oneClick';
export const ONE_CLICK_DEFAULT_AMOUNT = 50;
const MAX_AMOUNT = 1_000_000_000;

export interface OneClickSettings {
  enabled: boolean;
  amount: number;
  setEnabled: (enabled: boolean) => void;
  setAmount: (amount: number) => void;
}

interface StoredOneClick {
  enabled: boolean;
  amount: number;
}

const defaults: StoredOneClick = { enabled: false, amount: ONE_CLICK_DEFAULT_AMOUNT };

/** A usable amount: positive, at most two decimals; anything else is not taken. */
export function validOneClickAmount(amount: unknown): number | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return undefined;
  const cents = Math.round(amount * 100) / 100;
  return cents > 0 && cents <= MAX_AMOUNT ? cents : undefined;
}

/** The stored settings, the defaults when missing or corrupt. */
export function parseOneClick(raw: string | null): StoredOneClick {
  if (raw === null) return defaults;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return defaults;
    const { enabled, amount } = value as Record<string, unknown>;
    return {
      enabled: enabled === true,
      amount: validOneClickAmount(amount) ?? ONE_CLICK_DEFAULT_AMOUNT,
    };
  } catch {
    return defaults;
  }
}

function read(): StoredOneClick {
  try {
    return parseOneClick(window.localStorage.getItem(ONE_CLICK_STORAGE_KEY));
  } catch {
    return defaults;
  }
}

let settings: StoredOneClick = read();
const listeners = new Set<() => void>();

function save(next: StoredOneClick): void {
  settings = next;
  try {
    window.localStorage.setItem(ONE_CLICK_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the setting lives for this tab.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current settings, outside React (the one-click interceptor reads them on each tap). */
export function oneClickSettings(): StoredOneClick {
  return settings;
}

export function setOneClickEnabled(enabled: boolean): void {
  save({ ...settings, enabled });
}

/** Ignores an amount that is not a positive number (the view validates what the player types). */
export function setOneClickAmount(amount: number): void {
  const valid = validOneClickAmount(amount);
  if (valid !== undefined) save({ ...settings, amount: valid });
}

const snapshot = () => settings;
const serverSnapshot = () => defaults;

export function useOneClick(): OneClickSettings {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return {
    enabled: current.enabled,
    amount: current.amount,
    setEnabled: setOneClickEnabled,
    setAmount: setOneClickAmount,
  };
}

/** Tests start from the stored value (or the defaults). */
export function resetOneClickForTests(): void {
  settings = read();
  for (const listener of listeners) listener();
}
