import type { Session } from '../../features/core/session/index.ts';
import type { ShellSession } from '../AppContext.tsx';

/** The session as the shell shows it: id, login, currency and the main balance. */
export function toShellSession(session: Session): ShellSession {
  if (session.status !== 'player') return session;
  const { user, balance } = session;
  return {
    status: 'player',
    user: { id: user.id, login: user.login, currency: user.currency, isPartner: user.isPartner },
    balance: balance?.balance,
  };
}
