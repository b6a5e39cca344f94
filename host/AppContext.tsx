import { createContext, useContext } from 'react';
import type { Brand } from '../schemas/generated/brand.ts';

/**
 * The player session as the shell needs it, derived from features/core's session (the platform's
 * /check and /balance answers): `checking` until the delayed auth check has answered.
 */
export type ShellSession =
  | { status: 'checking' }
  | { status: 'guest' }
  | {
      status: 'player';
      user: { id: number; login: string; currency: string; isPartner?: boolean };
      balance: number | undefined;
    };

export interface AppContextValue {
  brand: Brand;
  /** Brand bans ∪ server blocklist, expanded (see bannedProviders). */
  banned: ReadonlySet<string>;
  session: ShellSession;
}

const AppContext = createContext<AppContextValue | null>(null);

export const AppContextProvider = AppContext.Provider;

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside AppContextProvider');
  return value;
}
