export { SessionProvider, useSession } from './SessionContext.ts';
export type { SessionActions, SessionContextValue } from './SessionContext.ts';
export { balanceKey, toBalance, toPlayer } from './types.ts';
export type { Balance, Player, RawBalance, RawUser, Session } from './types.ts';
export { redirectOf } from './redirect.ts';
