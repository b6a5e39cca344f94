import { createContext, useContext } from 'react';
import type { Session } from './types.ts';

export interface SessionActions {
  /** Re-reads the auth check and balance (after sign-in, sign-up, a bet or a payment). */
  refresh(): Promise<void>;
  /**
   * Signs out on the platform and locally. `silent` skips the logout notice (banned players are
   * signed out silently, spec section 4).
   */
  logout(options?: { silent?: boolean }): Promise<void>;
}

export interface SessionContextValue {
  session: Session;
  /** The server's blocklist for the signed-in player; empty for guests (spec: logged-in only). */
  blocklist: readonly string[];
  actions: SessionActions;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
