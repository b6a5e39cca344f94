import type { ErrorDescription } from '../../core/errors/index.ts';

/*
 * The contract between the slip's placement logic (placement/) and its screens (components/,
 * routes/, shell/): what the hooks in placement/index.ts hand the views.
 */

/** Stake limits for the slip: the brand's until coupon_limits answers (`brandStakeLimits`). */
export interface StakeLimits {
  min: number;
  max: number;
  /** Largest payout the server accepts; undefined until the server says. */
  maxWin?: number;
}

/** The free-bet rules coupon_limits sends (sports-betting §5, casino campaign). */
export interface FreeBetRules {
  /** The stake of one free bet (100 units of the player's currency). */
  amount: number;
  maxBets: number;
  minSingleCoef: number;
  maxSingleCoef: number;
  minExpressCoef: number;
  /** Free bets the player can spend now. */
  active: number;
}

export interface BonusRules {
  minBets: number;
  maxBets: number;
  minCoefficient: number;
  maxBonusPercent: number;
  /** The player's bonus balance. */
  balance: number;
}

/** What the server knows now about one bet of the slip (fresh odds, blocked, its code). */
export interface BetCheck {
  /** The current decimal rate; null when the odd is gone. */
  coef: number | null;
  blocked: boolean;
  /** A bet code (1-82) or codeStatus (600-695, 681) the server gives the bet now; 0 when fine. */
  errorCode: number;
}

/** How a bet's odds moved since it was added to the slip. */
export type OddsMovement = 'up' | 'down' | 'none';

/** How the stake is paid. */
export type Funding = 'money' | 'bonus' | 'freeBet';

export interface PlacementRequest {
  stake: number;
  acceptOddsChanges: boolean;
  funding: Funding;
  /** With bonus funding: the part of the stake paid from the bonus balance. */
  bonusAmount?: number;
}

/** The end of one placement, as the views need it. */
export type PlacementOutcome =
  | { kind: 'placed'; couponId: number; couponCode: string }
  /** Refused or failed: the message lines ("teams: message" per bet, or one line). */
  | { kind: 'refused'; messages: ErrorDescriptionLine[] }
  /** Nothing was sent: not signed in, no bets, or a client check failed. */
  | { kind: 'blocked'; messages: ErrorDescriptionLine[] };

/** One line of an error: optionally the match it is about, then the message. */
export interface ErrorDescriptionLine {
  teams?: string;
  message: ErrorDescription;
}
