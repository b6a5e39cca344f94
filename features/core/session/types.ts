/** The auth check's user (casino-and-account spec, section 3: raw user). */
export interface RawUser {
  id: number;
  email: string;
  currency: string;
  first_name: string | null;
  last_name: string | null;
  role: number;
  number_document: string | null;
  is_banned_on_betroute: boolean;
  is_partner: boolean;
}

/** The balance call's answer (spec, section 3). */
export interface RawBalance {
  balance: number;
  bonus_balance: number;
  is_banned: boolean;
  free_bets: { active: number; inactive: number };
  jackpots: unknown[];
  won_jackpots: unknown[];
}

export interface Player {
  id: number;
  /** The e-mail doubles as the login (spec). */
  login: string;
  currency: string;
  firstName: string | null;
  lastName: string | null;
  isPartner: boolean;
}

export interface Balance {
  balance: number;
  bonusBalance: number;
  freeBets: { active: number; inactive: number };
}

/**
 * Where the player stands: `checking` until the first auth check answers (it runs 500 ms after
 * start), then a guest or a signed-in player (role 0 only: other roles are signed out).
 */
export type Session =
  | { status: 'checking' }
  | { status: 'guest' }
  | { status: 'player'; user: Player; balance: Balance | undefined };

export function toPlayer(raw: RawUser): Player {
  return {
    id: raw.id,
    login: raw.email,
    currency: raw.currency,
    firstName: raw.first_name,
    lastName: raw.last_name,
    isPartner: raw.is_partner,
  };
}

export function toBalance(raw: RawBalance): Balance {
  return {
    balance: raw.balance,
    bonusBalance: raw.bonus_balance,
    freeBets: raw.free_bets,
  };
}

/**
 * The SWR key of a player's balance, which the session polls: features reading the balance
 * answer's other fields (jackpots) share that one cache entry instead of calling again.
 */
export const balanceKey = (playerId: number) => ['user/balance', playerId] as const;
